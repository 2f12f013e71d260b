/** What the stub sends: a body, or "hang" to hold the connection open until the client gives up. */
export interface StubAnswer {
  status: number;
  headers?: Record<string, string>;
  body: string | "hang";
}

/** Builds an image URL the way the real provider would host it (see `imageUrl` in barcode-providers.ts). */
export type ImageUrl = (host: string, file: string, scheme?: "https" | "http") => string;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): StubAnswer => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});
export const html = (status: number, title: string): StubAnswer => ({
  status,
  headers: { "content-type": "text/html" },
  body: `<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
});
