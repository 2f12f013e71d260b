import { html, json, type ImageUrl, type StubAnswer } from "./stub-answer";
import { STUB_CODES as C } from "./stub-codes";

// ---- Open Food / Beauty / Products Facts (Product Opener API v2).
export type OpenFactsSite = "openfoodfacts" | "openbeautyfacts" | "openproductsfacts";
const offHit = (code: string, product: Record<string, unknown>) =>
  json(200, { code, status: 1, status_verbose: "product found", product: { code, ...product } });
const nutella = (img: string) => ({
  product_name: "Nutella",
  generic_name: "Pâte à tartiner aux noisettes",
  brands: "Ferrero",
  quantity: "400 g",
  categories: "Spreads, Sweet spreads, Hazelnut spreads",
  image_front_url: img,
  image_url: img,
});

export function openFactsAnswer(
  site: OpenFactsSite,
  code: string,
  img: ImageUrl,
  siteUrl: (s: OpenFactsSite) => string,
): StubAnswer {
  if (code === C.allFail) return html(500, "500 Internal Server Error");
  if (site === "openfoodfacts") {
    const food = (file: string) => offHit(code, nutella(img("images.openfoodfacts.org", file)));
    switch (code) {
      case C.openFoodHit:
      case C.rateLimited:
      case C.tooFast:
      case C.upcitemdbHangs:
      case C.everywhere:
        return food("front_en.633.400.jpg");
      case C.hugeImage:
        return food("huge.jpg");
      case C.notAnImage:
        return food("not-image.jpg");
      case C.mislabelledImage:
        return food("mislabelled.png");
      case C.imageHangs:
        return food("hang.jpg");
      case C.imageMissing:
        return food("missing.jpg");
      case C.gatewayDown:
        return html(503, "503 Service Unavailable");
      case C.offRedirect:
        return {
          status: 302,
          headers: { location: `${siteUrl("openbeautyfacts")}/api/v2/product/${code}.json` },
          body: "",
        };
    }
  }
  if (
    site === "openbeautyfacts" &&
    [C.openBeautyHttpImage, C.gatewayDown, C.offRedirect, C.everywhere].includes(code as never)
  ) {
    return offHit(code, {
      product_name: "",
      generic_name: "Crème hydratante",
      brands: "L'Oréal",
      quantity: "50 ml",
      categories: "",
      image_front_url: "",
      image_url: img("images.openbeautyfacts.org", "front_fr.12.400.png", "http"),
    });
  }
  if (site === "openproductsfacts" && (code === C.openProductsForeignImage || code === C.everywhere)) {
    return offHit(code, {
      product_name: "Desk lamp",
      brands: "Lumen",
      categories: "Lamps",
      image_front_url: img("cdn.example.com", "lamp.jpg"),
    });
  }
  return json(404, { code, status: 0, status_verbose: "product not found" });
}

// ---- BarcodeSpider: the token is checked first, every answer is the item_response envelope.
const spiderStatus = (status: number, message: string) =>
  json(status, { item_response: { code: status, status: message.toUpperCase(), message } });

export function barcodeSpiderAnswer(
  code: string,
  token: string | undefined,
  img: ImageUrl,
  expectedToken: string,
): StubAnswer {
  if (token !== expectedToken) return spiderStatus(401, "Invalid token");
  switch (code) {
    case C.spiderHit:
    case C.upcitemdbMalformed:
    case C.upcitemdbOversized:
    case C.everywhere:
      return json(200, {
        item_response: { code: 200, status: "OK", message: "Data returned" },
        item_attributes: {
          title: "Bad Boys For Life",
          upc: "043396549210",
          ean: "0043396549210",
          parent_category: "DVD",
          category: "DVD",
          brand: "Sony",
          model: "D54921D",
          mpn: "D54921D",
          manufacturer: "Sony Pictures Home Entertainment",
          asin: "B082BX12L6",
          color: "",
          size: "",
          weight: "0.17 Pounds",
          image: img("images.barcodespider.com", "043396549210.png"),
          description: "",
        },
        Stores: [{ store_name: "Amazon US", title: "Bad Boys For Life", price: "12.99", currency: "USD" }],
      });
    case C.spiderEmpty:
      return json(200, {
        item_response: { code: 200, status: "OK", message: "Data returned" },
        item_attributes: { title: "", brand: "", model: "", image: "", description: "" },
        Stores: [],
      });
    case C.allFail:
    case C.gatewayDown:
      return spiderStatus(500, "Server error");
    default:
      return spiderStatus(404, "No data found");
  }
}
