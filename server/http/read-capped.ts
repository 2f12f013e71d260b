export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the response body is larger than ${limit} bytes`);
  }
}

/** Reads a body chunk by chunk and cancels it once over `maxBytes`, so it never sits in memory whole. */
export async function readCapped(
  res: Pick<Response, "headers" | "body">,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = res.headers.get("content-length");
  if (declared != null && Number(declared) > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes);
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const collected: Uint8Array[] = [];
  let total = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      total += read.value.byteLength;
      if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
      collected.push(read.value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(collected);
}

/** A request's body, cancelled as soon as more than `maxBytes` arrived. */
export const readRequestCapped = (c: { req: { raw: Request } }, maxBytes: number) => readCapped(c.req.raw, maxBytes);
