import { describe, expect, it } from "vitest";
import { entityQueries } from "./entity-queries";

const id = "00000000-0000-4000-8000-000000000001";
const other = "00000000-0000-4000-8000-000000000002";

describe("entityQueries.isDetail", () => {
  it("recognises the detail of that entity only", () => {
    expect(entityQueries.isDetail(entityQueries.detail(id).queryKey, id)).toBe(true);
    expect(entityQueries.isDetail(entityQueries.detail(other).queryKey, id)).toBe(false);
    expect(entityQueries.isDetail(entityQueries.path(id).queryKey, id)).toBe(false);
    expect(entityQueries.isDetail(entityQueries.list({ q: id }).queryKey, id)).toBe(false);
  });
});
