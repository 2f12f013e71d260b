import { json, html, type StubAnswer } from "./stub-answer";
import { STUB_CODES as C } from "./stub-codes";

// ---- UPCitemdb: every answer carries the rate-limit headers, as the real API does.
const RATE = { "X-RateLimit-Limit": "100", "X-RateLimit-Remaining": "97", "X-RateLimit-Reset": "1767225600" };
const upcItem = (code: string, item: Record<string, unknown>) =>
  json(200, { code: "OK", total: 1, offset: 0, items: [{ ean: code.padStart(13, "0"), ...item }] }, RATE);

export function upcitemdbAnswer(code: string): StubAnswer {
  switch (code) {
    case C.upcitemdbHit:
    case C.spiderEmpty:
    case C.everywhere:
      return upcItem(code, {
        title: "Apple iPhone 6, Space Gray, 64 GB (T-Mobile)",
        upc: "885909950805",
        description: "iPhone 6 isn't just bigger - it's better.",
        brand: "Apple",
        model: "MG5A2LL/A",
        color: "Space Gray",
        size: "",
        category: "Electronics > Communications > Telephony > Mobile Phones",
        lowest_recorded_price: 3.79,
        highest_recorded_price: 8500,
        images: ["http://img1.r10.io/PIC/112231913/0/1/250/112231913.jpg"],
        offers: [
          { merchant: "Newegg.com", list_price: "", price: 1200, shipping: "Free Shipping", condition: "New" },
          { merchant: "Other", list_price: 1299.99, price: 1100, shipping: 5.99, condition: "Used" },
        ],
      });
    case C.upcitemdbBook:
      return upcItem(code, {
        title: "The Left Hand of Darkness",
        isbn: "9780441018697",
        publisher: "Ace",
        description: "A novel.",
        images: [],
        offers: [{ merchant: "Books", list_price: "", price: 9.99 }],
      });
    case C.upcitemdbEmpty:
    case C.openFoodHit:
      return json(200, { code: "OK", total: 0, offset: 0, items: [] }, RATE);
    case C.invalidUpc:
      return json(400, { code: "INVALID_UPC", message: "Invalid UPC." }, RATE);
    case C.rateLimited:
      return json(
        429,
        { code: "EXCEED_LIMIT", message: "Exceeded daily request limit." },
        { ...RATE, "X-RateLimit-Remaining": "0", "Retry-After": "3600" },
      );
    case C.tooFast:
      return json(200, { code: "TOO_FAST", message: "Slow down." }, RATE);
    case C.gatewayDown:
      return html(502, "502 Bad Gateway");
    case C.allFail:
      return json(500, { code: "SERVER_ERR", message: "Internal error." }, RATE);
    case C.upcitemdbHangs:
      return { status: 200, body: "hang" };
    case C.upcitemdbMalformed:
      return {
        status: 200,
        headers: { "content-type": "application/json", ...RATE },
        body: '{"code":"OK","items":[{"title":',
      };
    case C.upcitemdbOversized: {
      const filler = "x".repeat(5 * 1024 * 1024);
      return json(200, { code: "OK", total: 1, offset: 0, items: [{ title: "Too big", description: filler }] }, RATE);
    }
    default:
      return json(404, { code: "NOT_FOUND", message: "No match was found." }, RATE);
  }
}
