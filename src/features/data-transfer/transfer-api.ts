import { call } from "../../api/client";
import { getSession } from "../../api/session";
import { ApiError } from "../../api/api-error";
import { csvEndpoints, type ImportReport } from "../../../contract/data-transfer";
import { backupEndpoints } from "../../../contract/backup";

/** Sends a file as one multipart part, the way the service's upload routes read it. */
const formWith = (part: string, file: File) => {
  const form = new FormData();
  form.set(part, file);
  return form;
};

/** The CSV import: a dry run answers what would happen; a real one is offered only after a clean dry run. */
export async function importCsv(file: File, dryRun: boolean): Promise<ImportReport> {
  return call(csvEndpoints.import, { query: dryRun ? { dryRun: "true" } : {}, body: formWith("csv", file) });
}

export const restoreBackup = (file: File, replace: boolean) =>
  call(backupEndpoints.restore, { query: replace ? { replace: "true" } : {}, body: formWith("file", file) });

/**
 * Saves a download that needs the session's Authorization header (a plain link cannot send it): the
 * answer is read into a Blob and handed to the browser as a file.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`/api${path}`, { headers: { authorization: getSession()?.token ?? "" } });
  if (!res.ok) throw new ApiError(res.status, `The download failed (${res.status}).`);
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  saveBlob(await res.blob(), name);
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
