import sharp from "sharp";
import { attachmentEndpoints, entityEndpoints } from "../../contract";
import { expect } from "vitest";
import { BlobMissingError } from "../../server/attachments/blob-store";
import type { Session } from "../support/client";
import type { TestService } from "../support/service";

/** Small real images made on the spot, so the thumbnail path runs on genuine encoder output. */
export function imageBytes(format: "png" | "jpeg" | "webp", width = 640, height = 480): Promise<Buffer> {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 10 } } });
  return canvas.toFormat(format).toBuffer();
}

/** A multipart upload body; `declaredType` is what a (possibly lying) client claims the file is. */
export function uploadForm(
  bytes: Uint8Array | string,
  fileName: string,
  fields: Record<string, string> = {},
  declaredType = "",
) {
  const form = new FormData();
  form.set(
    "file",
    new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], fileName, { type: declaredType }),
  );
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

export async function newEntity(s: Session, name = "Camera"): Promise<string> {
  const res = await s.call(entityEndpoints.create, { body: { name } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

export const attachmentsPath = (entityId: string) => `/v1/entities/${entityId}/attachments`;

/** Uploads and expects 201; returns the entity output and the attachment just added (the last one). */
export async function uploadOk(s: Session, entityId: string, form: FormData) {
  const res = await s.call(attachmentEndpoints.upload, { params: { id: entityId }, body: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const attachments = res.body.attachments as any[];
  return { res, entity: res.body, attachment: attachments[attachments.length - 1] };
}

/** A raw response (the JSON helper would decode the bytes as text). */
export function fetchRaw(svc: TestService, apiPath: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(svc.app.request(`/api${apiPath}`, { headers }));
}

export async function download(svc: TestService, s: Session, entityId: string, attachmentId: string) {
  const res = await fetchRaw(svc, `${attachmentsPath(entityId)}/${attachmentId}`, { authorization: s.token });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Whether the service's blob store (files or bucket) holds a key (the attachment output's `path`). */
export async function blobExists(svc: TestService, key: string): Promise<boolean> {
  try {
    (await svc.blobs.get(key)).body.destroy();
    return true;
  } catch (err) {
    if (err instanceof BlobMissingError) return false;
    throw err;
  }
}

export const blobsExist = (svc: TestService, keys: string[]) => Promise.all(keys.map((k) => blobExists(svc, k)));
