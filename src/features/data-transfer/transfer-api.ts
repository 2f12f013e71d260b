import { apiRequest } from "../../api/client";
import { getSession } from "../../api/session";
import { ApiError } from "../../api/api-error";
import { ImportReport } from "../../../contract/data-transfer";
import { RestoreResult } from "../../../contract/backup";

/** Sends a file as one multipart part, the way the service's upload routes read it. */
const formWith = (part: string, file: File) => {
  const form = new FormData();
  form.set(part, file);
  return form;
};

/** The CSV import: a dry run answers what would happen; a real one is offered only after a clean dry run. */
export async function importCsv(file: File, dryRun: boolean): Promise<ImportReport> {
  return apiRequest(`/v1/entities/import${dryRun ? "?dryRun=true" : ""}`, {
    method: "POST",
    body: formWith("csv", file),
    schema: ImportReport,
  });
}

export const restoreBackup = (file: File, replace: boolean) =>
  apiRequest(`/v1/group/import${replace ? "?replace=true" : ""}`, {
    method: "POST",
    body: formWith("file", file),
    schema: RestoreResult,
  });

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
