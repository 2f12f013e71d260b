import { ApiError } from "./api-error";
import { appPath } from "./base-path";
import { getSession } from "./session";

/**
 * Saves a download that needs the session's Authorization header (a plain link cannot send it): the
 * answer is read into a Blob and handed to the browser as a file. With a `body` it is a POST of that JSON.
 */
export async function saveDownload(path: string, fallbackName: string, body?: unknown): Promise<void> {
  const headers = { authorization: getSession()?.token ?? "", "content-type": "application/json" };
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
