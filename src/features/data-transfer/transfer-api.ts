import { call } from "../../api/client";
import { getSession } from "../../api/session";
import { ApiError } from "../../api/api-error";
import { t } from "@lingui/core/macro";
import {
  csvEndpoints,
  type ImportColumns,
  type ImportMapping,
  type ImportReport,
} from "../../../contract/data-transfer";
import { backupEndpoints } from "../../../contract/backup";

/** Sends a file as one multipart part, the way the service's upload routes read it. */
const formWith = (part: string, file: File) => {
  const form = new FormData();
  form.set(part, file);
  return form;
};

/**
 * The CSV import: a dry run answers what would happen; a real one is offered only after a clean dry run.
 * `report=true` asks for the detailed answer (Homebox's default is a bare 204); a sheet without Homebox's
 * columns goes with its mapping.
 */
export async function importCsv(file: File, dryRun: boolean, mapping?: ImportMapping): Promise<ImportReport> {
  const body = formWith("csv", file);
  if (mapping) body.set("mapping", JSON.stringify(mapping));
  return call(csvEndpoints.import, { query: { report: "true", ...(dryRun && { dryRun: "true" }) }, body });
}

/** The file's header and first rows, for the mapping step. */
export const readColumns = (file: File): Promise<ImportColumns> =>
  call(csvEndpoints.columns, { body: formWith("csv", file) });

/** A restore; the group-not-empty refusal in the page's words (the service's names the API parameter). */
export async function restoreBackup(file: File, replace: boolean) {
  try {
    return await call(backupEndpoints.restore, {
      query: replace ? { replace: "true" } : {},
      body: formWith("file", file),
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      throw new ApiError(
        409,
        t`This group already holds items. Choose “Replace the current inventory” to delete them and restore the backup.`,
      );
    }
    throw err;
  }
}

/**
 * Saves a download that needs the session's Authorization header (a plain link cannot send it): the
 * answer is read into a Blob and handed to the browser as a file.
 */
export async function saveDownload(path: string, fallbackName: string, body?: unknown): Promise<void> {
  const headers = { authorization: getSession()?.token ?? "", "content-type": "application/json" };
  const res = await fetch(
    `/api${path}`,
    body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) },
  );
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
