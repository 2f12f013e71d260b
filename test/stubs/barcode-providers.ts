import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { barcodeSpiderAnswer, openFactsAnswer, type OpenFactsSite } from "./provider-responses";
import type { ImageUrl, StubAnswer } from "./stub-answer";
import { upcitemdbAnswer } from "./upcitemdb-responses";
import { STUB_SPIDER_TOKEN } from "./stub-codes";

export { STUB_CODES, STUB_SPIDER_TOKEN } from "./stub-codes";

export interface StubHit {
  provider: "upcitemdb" | OpenFactsSite | "barcodespider" | "image";
  /** The looked-up code, or the image's path for image hits. */
  code: string;
  userAgent: string;
}

export interface ProviderStub {
  url: string;
  hits: StubHit[];
  /** The exact bytes behind the stub's JPEG and PNG URLs, to compare with imageBase64. */
  images: { jpeg: Buffer; png: Buffer };
  /** Service env that switches every provider on and points it at this stub. */
  env(): Record<string, string>;
  /**
   * A fetch for the service under test: requests to the stub pass, `https://<host>/<path>` image URLs
   * are answered by the stub's `/images/<host>/<path>`, and anything else is refused, so no test can
   * reach the internet while providers still hand out realistic https image URLs.
   */
  fetch: typeof fetch;
  close(): Promise<void>;
}

const OFF_SITES: OpenFactsSite[] = ["openfoodfacts", "openbeautyfacts", "openproductsfacts"];
/** Open Facts' rule for clients: `AppName/Version (contact)`. */
const USER_AGENT_FORMAT = /^[^\s/]+\/\S+ \(.+\)$/;
const HUGE_IMAGE_BYTES = 3 * 1024 * 1024;

/**
 * A local stand-in for UPCitemdb, the three Open Facts sites and BarcodeSpider, answering in their real
 * wire formats (docs/barcode.md, "Testing against the provider stub") on 127.0.0.1. `localImages` (for e2e runs, where
 * the service uses the real fetch) makes every image URL plain http on the stub, which the service never
 * downloads, instead of https URLs on the providers' hosts.
 */
export async function startProviderStub(
  opts: { port?: number; host?: string; localImages?: boolean } = {},
): Promise<ProviderStub> {
  const tile = { width: 8, height: 8, channels: 3 as const, background: { r: 200, g: 60, b: 40 } };
  const jpeg = await sharp({ create: tile }).jpeg().toBuffer();
  const png = await sharp({ create: tile }).png().toBuffer();
  const hits: StubHit[] = [];
  let base = "";
  const img: ImageUrl = (host, file, scheme = "https") =>
    opts.localImages ? `${base}/images/${host}/products/${file}` : `${scheme}://${host}/products/${file}`;
  const siteUrl = (site: OpenFactsSite) => `${base}/${site}`;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const userAgent = req.headers["user-agent"] ?? "";
    const send = (a: StubAnswer) => {
      if (a.body === "hang") return; // the client's timeout, or close(), ends this connection
      res.writeHead(a.status, a.headers).end(a.body);
    };
    const [, first, ...rest] = url.pathname.split("/");
    const code = url.searchParams.get("upc") ?? "";

    if (first === "upcitemdb" && rest.join("/") === "prod/trial/lookup") {
      hits.push({ provider: "upcitemdb", code, userAgent });
      return send(upcitemdbAnswer(code));
    }
    if (first === "barcodespider" && rest.join("/") === "v1/lookup") {
      hits.push({ provider: "barcodespider", code, userAgent });
      const token = req.headers.token;
      return send(barcodeSpiderAnswer(code, typeof token === "string" ? token : undefined, img, STUB_SPIDER_TOKEN));
    }
    const site = OFF_SITES.find((s) => s === first);
    const product = /^api\/v2\/product\/(.+)\.json$/.exec(rest.join("/"));
    if (site && product) {
      const offCode = decodeURIComponent(product[1] ?? "");
      hits.push({ provider: site, code: offCode, userAgent });
      if (!USER_AGENT_FORMAT.test(userAgent))
        return send({
          status: 403,
          headers: { "content-type": "text/html" },
          body: "<h1>Forbidden: set a User-Agent</h1>",
        });
      return send(openFactsAnswer(site, offCode, img, siteUrl));
    }
    if (first === "images") {
      hits.push({ provider: "image", code: rest.join("/"), userAgent });
      return serveImage(res, rest.at(-1) ?? "", { jpeg, png });
    }
    send({ status: 404, headers: { "content-type": "text/plain" }, body: "no such stub route" });
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${opts.host ?? "127.0.0.1"}:${port}`;

  const guardedFetch: typeof fetch = (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    if (target.origin === base) return fetch(target, init);
    if (target.protocol === "https:")
      return fetch(`${base}/images/${target.hostname}${target.pathname}${target.search}`, init);
    return Promise.reject(new TypeError(`test fetch refused ${target.href}: tests never leave this machine`));
  };

  return {
    url: base,
    hits,
    images: { jpeg, png },
    env: () => ({
      BARCODE_UPCITEMDB: "true",
      BARCODE_UPCITEMDB_URL: `${base}/upcitemdb`,
      BARCODE_OPENFACTS: "true",
      BARCODE_OPENFOODFACTS_URL: siteUrl("openfoodfacts"),
      BARCODE_OPENBEAUTYFACTS_URL: siteUrl("openbeautyfacts"),
      BARCODE_OPENPRODUCTSFACTS_URL: siteUrl("openproductsfacts"),
      BARCODE_OPENFACTS_CONTACT: "tests@example.com",
      BARCODE_SPIDER_URL: `${base}/barcodespider`,
      BARCODE_SPIDER_TOKEN: STUB_SPIDER_TOKEN,
    }),
    fetch: guardedFetch,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // including the deliberately hanging ones
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Image files by name: the misbehaving ones are named for what they do. */
function serveImage(res: http.ServerResponse, file: string, images: { jpeg: Buffer; png: Buffer }) {
  if (file === "hang.jpg") return;
  if (file === "missing.jpg") return res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  if (file === "not-image.jpg")
    return res
      .writeHead(200, { "content-type": "image/jpeg" })
      .end("<html><body>Sign in to see this image</body></html>");
  if (file === "mislabelled.png")
    return res.writeHead(200, { "content-type": "application/octet-stream" }).end(images.png);
  if (file === "huge.jpg") {
    // A JPEG start followed by 3 MiB, written in chunks without Content-Length: only a streaming cap stops it.
    res.writeHead(200, { "content-type": "image/jpeg" });
    res.on("error", () => undefined);
    res.write(images.jpeg.subarray(0, 4));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let sent = 0; sent < HUGE_IMAGE_BYTES && !res.destroyed; sent += chunk.length) res.write(chunk);
    return res.end();
  }
  if (file.endsWith(".png")) return res.writeHead(200, { "content-type": "image/png" }).end(images.png);
  if (file.endsWith(".jpg")) return res.writeHead(200, { "content-type": "image/jpeg" }).end(images.jpeg);
  res.writeHead(404).end();
}
