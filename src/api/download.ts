import { ApiError } from "./api-error";
import { appPath } from "./base-path";
import { getSession } from "./session";

/**
 * Saves a download that needs the session's Authorization header (a plain link cannot send it): the
 * answer is read into a Blob and handed to the browser as a file.
 */
export async function saveDownload(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(appPath(`/api${path}`), { headers: { authorization: getSession()?.token ?? "" } });
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
