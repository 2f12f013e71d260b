import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barcodeEndpoints } from "../../contract";
import { request } from "../support/client";
import { dataUri, engines, startBarcodeTestbed, type BarcodeTestbed } from "../support/barcode-service";
import { STUB_CODES as C } from "../stubs/barcode-providers";

let bed: BarcodeTestbed;
beforeAll(async () => {
  bed = await startBarcodeTestbed();
});
afterAll(() => bed?.close());
const search = (code: string) => bed.search(code);

describe("query rules (docs/spec/contract.md, barcode product search)", () => {
  it.each([
    ["missing", "/v1/products/search-from-barcode"],
    ["empty", "/v1/products/search-from-barcode?data="],
    ["81 characters", `/v1/products/search-from-barcode?data=${"1".repeat(81)}`],
    ["a control character", "/v1/products/search-from-barcode?data=123%07456"],
    ["an empty alias", "/v1/products/search-from-barcode?productEAN="],
  ])("rejects %s with 422 naming data", async (_, path) => {
    const res = await bed.user.req("GET", path);
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ data: expect.any(String) });
  });

  it("accepts 80 characters and the GS1 separator, answering [] when nothing is found", async () => {
    const long = await search("1".repeat(80));
    expect([long.status, long.body]).toEqual([200, []]);
    const gs1 = await search("0109501101530003\u001d17250101");
    expect([gs1.status, gs1.body]).toEqual([200, []]);
    expect(bed.stub.hits.some((h) => h.provider === "upcitemdb" && h.code === "0109501101530003\u001d17250101")).toBe(
      true,
    );
  });

  it("answers 200 [] (never 204) when every provider misses", async () => {
    const res = await search(C.nowhere);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("takes productEAN as an alias of data", async () => {
    const res = await bed.user.call(barcodeEndpoints.search, { query: { productEAN: C.upcitemdbHit } });
    expect(res.status).toBe(200);
    expect(engines(res.body)).toEqual(["upcitemdb.com"]);
  });

  it("is described in the OpenAPI document with both query names", async () => {
    const doc = await request(bed.svc, "GET", "/openapi.json");
    const op = doc.body.paths["/v1/products/search-from-barcode"].get;
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(["data", "productEAN"]);
    expect(Object.keys(doc.body.paths["/v1/products/catalog"].post.requestBody.content)).toEqual(["text/csv"]);
  });

  it("answers 401 without a token", async () => {
    const res = await request(bed.svc, "GET", `/v1/products/search-from-barcode?data=${C.upcitemdbHit}`);
    expect(res.status).toBe(401);
  });
});

describe("provider mapping", () => {
  it("maps UPCitemdb; its http: image gives no imageURL", async () => {
    const imageHitsBefore = bed.stub.hits.filter((h) => h.provider === "image").length;
    const res = await search(C.upcitemdbHit);
    expect(res.body).toEqual([
      {
        barcode: C.upcitemdbHit,
        search_engine_name: "upcitemdb.com",
        manufacturer: "Apple",
        modelNumber: "MG5A2LL/A",
        notes: "",
        imageURL: "",
        imageBase64: "",
        item: {
          name: "Apple iPhone 6, Space Gray, 64 GB (T-Mobile)",
          description: "iPhone 6 isn't just bigger - it's better.",
          manufacturer: "Apple",
          modelNumber: "MG5A2LL/A",
          quantity: 1,
        },
      },
    ]);
    expect(bed.stub.hits.filter((h) => h.provider === "image")).toHaveLength(imageHitsBefore);
  });

  it("maps a UPCitemdb book item without brand or model", async () => {
    const [book] = (await search(C.upcitemdbBook)).body;
    expect(book).toMatchObject({
      manufacturer: "",
      modelNumber: "",
      item: { name: "The Left Hand of Darkness", quantity: 1 },
    });
  });

  it("treats UPCitemdb's 200 empty list as not found", async () => {
    expect((await search(C.upcitemdbEmpty)).body).toEqual([]);
  });

  it("maps Open Food Facts with its https image downloaded, and identifies itself", async () => {
    const res = await search(C.openFoodHit);
    const img = "https://images.openfoodfacts.org/products/front_en.633.400.jpg";
    expect(res.body).toEqual([
      {
        barcode: C.openFoodHit,
        search_engine_name: "openfoodfacts.org",
        manufacturer: "Ferrero",
        modelNumber: "",
        notes: "",
        imageURL: img,
        imageBase64: dataUri("image/jpeg", bed.stub.images.jpeg),
        item: {
          name: "Nutella",
          description: "Pâte à tartiner aux noisettes | Spreads, Sweet spreads, Hazelnut spreads | 400 g",
          manufacturer: "Ferrero",
          modelNumber: "",
          quantity: 1,
        },
      },
    ]);
    const hit = bed.stub.hits.find((h) => h.provider === "openfoodfacts" && h.code === C.openFoodHit);
    expect(hit?.userAgent).toBe("Shelfscan/0.1.0 (contact: tests@example.com)");
  });

  it("upgrades an Open Beauty Facts http: image on its own host to https, naming by generic_name", async () => {
    const [r] = (await search(C.openBeautyHttpImage)).body;
    expect(r).toMatchObject({
      search_engine_name: "openbeautyfacts.org",
      manufacturer: "L'Oréal",
      imageURL: "https://images.openbeautyfacts.org/products/front_fr.12.400.png",
      imageBase64: dataUri("image/png", bed.stub.images.png),
      item: { name: "Crème hydratante", description: "50 ml", manufacturer: "L'Oréal" },
    });
  });

  it("clears an Open Products Facts image on a host outside the allow-list, never fetching it", async () => {
    const [r] = (await search(C.openProductsForeignImage)).body;
    expect(r).toMatchObject({
      search_engine_name: "openproductsfacts.org",
      imageURL: "",
      imageBase64: "",
      item: { name: "Desk lamp", description: "Lamps" },
    });
    expect(bed.stub.hits.some((h) => h.provider === "image" && h.code.startsWith("cdn.example.com"))).toBe(false);
  });

  it("does not follow Open Food Facts' redirect to a sibling site (the sibling answers for itself)", async () => {
    expect(engines((await search(C.offRedirect)).body)).toEqual(["openbeautyfacts.org"]);
  });

  it("maps BarcodeSpider (brand, not manufacturer) and sends the token header", async () => {
    const [r] = (await search(C.spiderHit)).body;
    expect(r).toEqual({
      barcode: C.spiderHit,
      search_engine_name: "barcodespider.com",
      manufacturer: "Sony",
      modelNumber: "D54921D",
      notes: "",
      imageURL: "https://images.barcodespider.com/products/043396549210.png",
      imageBase64: dataUri("image/png", bed.stub.images.png),
      item: { name: "Bad Boys For Life", description: "", manufacturer: "Sony", modelNumber: "D54921D", quantity: 1 },
    });
  });

  it("drops BarcodeSpider's 200 with empty attributes", async () => {
    expect(engines((await search(C.spiderEmpty)).body)).toEqual(["upcitemdb.com"]);
  });

  it("lists every provider's hit in configured order", async () => {
    expect(engines((await search(C.everywhere)).body)).toEqual([
      "upcitemdb.com",
      "barcodespider.com",
      "openfoodfacts.org",
      "openbeautyfacts.org",
      "openproductsfacts.org",
    ]);
  });
});
