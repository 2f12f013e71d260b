import { ApiError } from "./api-error";
import { appPath } from "./base-path";
import { getSession } from "./session";
import { getTenant } from "./tenant";

/**
 * Saves a download that needs the session's Authorization header (a plain link cannot send it): the
 * answer is read into a Blob and handed to the browser as a file. With a `body` it is a POST of that JSON.
 */
export async function saveDownload(path: string, fallbackName: string, body?: unknown): Promise<void> {
  const headers: Record<string, string> = {
    authorization: getSession()?.token ?? "",
    "content-type": "application/json",
  };
  // The group chosen in this tab, as every other request names it.
  const tenant = getTenant();
  if (tenant) headers["x-tenant"] = tenant;
  const res = await fetch(
    appPath(`/api${path}`),
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
