import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding";

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;
  it("prefers brotli when both are accepted equally", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
  });
  it("takes the only accepted coding", () => {
    expect(chooseEncoding("gzip", both)).toBe("gzip");
    expect(chooseEncoding("x-gzip", both)).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBeUndefined();
  });
  it("honours q-values: q=0 refuses, a higher q wins", () => {
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(chooseEncoding("*;q=0", both)).toBeUndefined();
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("*, br;q=0", both)).toBe("gzip");
  });
  it("sends the identity when nothing usable is accepted", () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding("", both)).toBeUndefined();
    expect(chooseEncoding("identity", both)).toBeUndefined();
    expect(chooseEncoding("deflate", both)).toBeUndefined();
  });
});
