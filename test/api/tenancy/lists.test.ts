/** Tenancy, as ./two-groups.ts sets it up and checks it: list filters, the tree and barcode search. */
import { describe, expect, it } from "vitest";
import { a, A, A_NAME, B, b, BARCODE, useTwoGroups } from "./two-groups";

const { itLeftBothGroupsUnchanged } = useTwoGroups();

describe("tenancy of lists: another group's records never show", () => {
  it("B's list filters with A's ids return nothing of A's", async () => {
    const queries = [
      `parentIds=${a.location}`,
      `parentIds=${a.item}`,
      `locationIds=${a.location}`,
      `tags=${a.tag}`,
      `tags=${a.childTag}`,
      `entityTypeIds=${a.type}`,
      `q=${encodeURIComponent(A_NAME)}`,
      `q=${BARCODE}`,
      `q=A-`,
    ];
    for (const q of queries) {
      const res = await B.req("GET", `/v1/entities?isLocation=any&includeArchived=true&${q}`);
      expect(res.status, q).toBe(200);
      expect({ q, items: res.body.items, total: res.body.total }).toEqual({ q, items: [], total: 0 });
    }
    // The same filters find A's records for A: the empty answers above are not empty by accident.
    for (const q of [
      `parentIds=${a.location}`,
      `locationIds=${a.location}`,
      `tags=${a.tag}`,
      `entityTypeIds=${a.type}`,
      `q=${BARCODE}`,
    ]) {
      const res = await A.req("GET", `/v1/entities?isLocation=any&includeArchived=true&${q}`);
      expect(
        res.body.items.map((i: { id: string }) => i.id),
        q,
      ).toContain(a.item);
    }
  });

  it("B's lists, tree and barcode search never contain A's records", async () => {
    const aIds = Object.values(a);
    const answers = await Promise.all(
      [
        "/v1/entities?isLocation=any&includeArchived=true&pageSize=1000",
        "/v1/entities?isLocation=true&includeArchived=true",
        "/v1/entities/tree",
        "/v1/entities/tree?withItems=true",
        "/v1/tags",
        "/v1/entity-types",
        `/v1/products/search-from-barcode?data=${BARCODE}`,
        `/v1/entities/${b.item}`,
        `/v1/entities/${b.location}`,
      ].map(async (p) => [p, await B.req("GET", p)] as const),
    );
    for (const [p, res] of answers) {
      expect(res.status, p).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of aIds) expect(text.includes(id), `${p} shows A's ${id}`).toBe(false);
      for (const name of [A_NAME, "A-house", "A-tag", "Gadget", "A-child"])
        expect(text.includes(name), `${p} shows ${name}`).toBe(false);
    }
    const list = answers[0]![1].body as { items: Array<{ id: string }>; total: number };
    expect(list.items.map((i) => i.id).sort()).toEqual([b.location, b.item, b.child].sort());
    expect(list.total).toBe(3);
  });

  itLeftBothGroupsUnchanged();
});
