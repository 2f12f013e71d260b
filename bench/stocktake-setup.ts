/** 10 rooms × 26 locations and 10,000 items: the bench seed's tree, every room then put under one house. */
export const LOCATIONS = 260;
export const EXPECTED = 10_000;

/** An authenticated JSON call to the API (path under /api), answering the parsed body. */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export interface HouseStocktake {
  id: string;
  expected: number;
  /** What is expected, as the missing list of the new stock-take names it. */
  missing: Array<{ assetId: string; name: string }>;
}

/**
 * On a service seeded with LOCATIONS + EXPECTED entities (bench/seed.ts): puts every room under one new
 * "House" and starts a recursive stock-take there, so that it expects every seeded item.
 */
export async function startHouseStocktake(api: Api): Promise<HouseStocktake> {
  const types = await api<Array<{ id: string; isLocation: boolean }>>("GET", "/v1/entity-types");
  const house = await api<{ id: string }>("POST", "/v1/entities", {
    name: "House",
    entityTypeId: types.find((t) => t.isLocation)!.id,
  });
  const rooms = await api<{ items: Array<{ id: string; parentId: string | null }> }>(
    "GET",
    "/v1/entities?isLocation=true&pageSize=1000",
  );
  for (const room of rooms.items.filter((r) => !r.parentId && r.id !== house.id))
    await api("PATCH", `/v1/entities/${room.id}`, { parentId: house.id });
  return api<HouseStocktake>("POST", "/v1/stocktakes", { locationId: house.id, recursive: true });
}
