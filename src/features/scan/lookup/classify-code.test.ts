import { describe, expect, it } from "vitest";
import { classifyCode } from "./classify-code";
import { createDoubleReadFilter } from "./double-read";
import { imageFileFromDataUri, safeImageSrc } from "./product-image";

const ID = "3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b";

describe("classifyCode", () => {
  it("reads asset ids with and without #", () => {
    expect(classifyCode("000-123")).toEqual({ kind: "asset", assetId: "000-123" });
    expect(classifyCode("#000-123")).toEqual({ kind: "asset", assetId: "000-123" });
    expect(classifyCode("123-4567")).toEqual({ kind: "asset", assetId: "123-4567" });
    expect(classifyCode("#42")).toEqual({ kind: "asset", assetId: "000-042" });
  });

  it("reads links to an entity page, from any host, keeping only the id", () => {
    expect(classifyCode(`https://inventory.example/entities/${ID}`)).toEqual({ kind: "entity", id: ID });
    expect(classifyCode(`http://192.168.1.5:7745/entities/${ID.toUpperCase()}/`)).toEqual({ kind: "entity", id: ID });
    expect(classifyCode(`https://x.example/app/entities/${ID}`)).toEqual({ kind: "entity", id: ID });
  });

  it("reads the links on labels Homebox printed", () => {
    expect(classifyCode(`https://hb.example/item/${ID}`)).toEqual({ kind: "entity", id: ID });
    expect(classifyCode(`https://hb.example/location/${ID}`)).toEqual({ kind: "entity", id: ID });
    expect(classifyCode("https://hb.example/a/000-042")).toEqual({ kind: "asset", assetId: "000-042" });
    expect(classifyCode("https://hb.example/a/000--042")).toEqual({ kind: "asset", assetId: "000-042" });
    expect(classifyCode("https://hb.example/a/0")).toMatchObject({ kind: "product" });
  });

  it("takes everything else as a product code, kept as scanned", () => {
    expect(classifyCode("4006381333931")).toEqual({ kind: "product", code: "4006381333931" });
    expect(classifyCode("12-34")).toEqual({ kind: "product", code: "12-34" });
    expect(classifyCode("#0")).toEqual({ kind: "product", code: "#0" });
    expect(classifyCode(`https://x.example/entities/${ID}/edit`)).toEqual({
      kind: "product",
      code: `https://x.example/entities/${ID}/edit`,
    });
    expect(classifyCode("javascript:alert(1)//entities/" + ID)).toMatchObject({ kind: "product" });
    expect(classifyCode("01\u001d10AB\u001d")).toEqual({ kind: "product", code: "01\u001d10AB\u001d" });
  });
});

describe("double-read filter", () => {
  it("ignores the same code within 1.5 s, and not other codes", () => {
    const f = createDoubleReadFilter();
    expect(f.accept("A", 0)).toBe(true);
    expect(f.accept("A", 1499)).toBe(false);
    expect(f.accept("B", 1600)).toBe(true);
    expect(f.accept("A", 1700)).toBe(true);
    expect(f.accept("A", 3200)).toBe(true);
  });

  it("counts a label held in view once: every read restarts the window", () => {
    const f = createDoubleReadFilter(1000);
    const accepted = [0, 300, 600, 900, 1200, 1500, 3000, 3100].filter((t) => f.accept("X", t));
    expect(accepted).toEqual([0, 3000]);
  });
});

describe("product images", () => {
  const png = "data:image/png;base64,iVBORw0KGgo=";
  it("allows only image data URIs and https URLs", () => {
    expect(safeImageSrc({ imageBase64: png, imageURL: "" })).toBe(png);
    expect(safeImageSrc({ imageBase64: "", imageURL: "https://img.example/a.jpg" })).toBe("https://img.example/a.jpg");
    expect(safeImageSrc({ imageBase64: "", imageURL: "http://img.example/a.jpg" })).toBeNull();
    expect(safeImageSrc({ imageBase64: "data:text/html;base64,PGgxPg==", imageURL: "javascript:alert(1)" })).toBeNull();
    expect(safeImageSrc({ imageBase64: 'data:image/png;base64,"><script>', imageURL: "" })).toBeNull();
  });

  it("turns a data URI into a file with the right type and bytes", async () => {
    const file = imageFileFromDataUri(png)!;
    expect(file.name).toBe("product.png");
    expect(file.type).toBe("image/png");
    expect([...new Uint8Array(await file.arrayBuffer())].slice(0, 4)).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(imageFileFromDataUri("")).toBeNull();
  });
});
