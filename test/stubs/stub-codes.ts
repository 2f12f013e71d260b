/**
 * The barcodes the provider stub knows, each naming the situation it stages. A provider not mentioned
 * for a code answers "not found" in its own real format.
 */
export const STUB_CODES = {
  /** UPCitemdb 200 hit (http: image, mixed offer prices); everyone else misses. */
  upcitemdbHit: "0885909950805",
  /** UPCitemdb book-shaped item: no brand, model or upc, string list_price. */
  upcitemdbBook: "9780441018697",
  /** UPCitemdb 200 `total: 0` (the second not-found variant); everyone else misses. */
  upcitemdbEmpty: "0000000000017",
  /** UPCitemdb 404 NOT_FOUND and misses everywhere: the answer is []. */
  nowhere: "0000000000000",
  /** UPCitemdb 400 INVALID_UPC. */
  invalidUpc: "12345",
  /** UPCitemdb 429 EXCEED_LIMIT with rate-limit headers; Open Food Facts hit. */
  rateLimited: "0000000000429",
  /** UPCitemdb 200 carrying the unverified `TOO_FAST` code; Open Food Facts hit. */
  tooFast: "0000000000430",
  /** UPCitemdb 502 HTML, Open Food Facts 503 HTML, BarcodeSpider 500 envelope; Open Beauty Facts hit. */
  gatewayDown: "0000000000502",
  /** Every provider answers 500. */
  allFail: "0000000000500",
  /** Open Food Facts hit with an allow-listed https JPEG; UPCitemdb 200 empty. */
  openFoodHit: "3017620422003",
  /** Open Beauty Facts hit with an `http:` PNG on its own host (to be upgraded to https). */
  openBeautyHttpImage: "3600523614400",
  /** Open Products Facts hit whose image sits on a foreign host (to be cleared). */
  openProductsForeignImage: "0000000000666",
  /** Open Food Facts answers 302 to Open Beauty Facts (product_type mismatch); Open Beauty Facts hit. */
  offRedirect: "3600000000001",
  /** BarcodeSpider hit with an https PNG. */
  spiderHit: "043396549210",
  /** BarcodeSpider 200 with empty attributes; UPCitemdb hit. */
  spiderEmpty: "0000000000204",
  /** UPCitemdb never answers; Open Food Facts hit. */
  upcitemdbHangs: "0000000000999",
  /** UPCitemdb 200 with malformed JSON; BarcodeSpider hit. */
  upcitemdbMalformed: "0000000000123",
  /** UPCitemdb 200 with a 5 MiB body; BarcodeSpider hit. */
  upcitemdbOversized: "0000000004444",
  /** Open Food Facts hit whose image is 3 MiB (over the 2 MiB cap), sent without Content-Length. */
  hugeImage: "0000000002222",
  /** Open Food Facts hit whose image URL serves HTML declared as image/jpeg. */
  notAnImage: "0000000003333",
  /** Open Food Facts hit whose image is a real PNG declared as application/octet-stream. */
  mislabelledImage: "0000000003334",
  /** Open Food Facts hit whose image never arrives. */
  imageHangs: "0000000005555",
  /** Open Food Facts hit whose image is a 404. */
  imageMissing: "0000000005404",
  /** A hit on all five providers, to check order and that all coexist. */
  everywhere: "5000000000001",
} as const;

export const STUB_SPIDER_TOKEN = "stub-spider-token";
