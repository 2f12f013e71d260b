import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { LONGEST_REMEMBERED_PATH, REMEMBERED_ROUTES, rememberedRoutes } from "./remembered-routes";

/** A TrieRouter that counts the matches it makes. */
function countingRouter() {
  const trie = new TrieRouter<string>();
  const counted = { matches: 0 };
  const router = rememberedRoutes<string>({
    name: "counting",
    add: (method, path, handler) => trie.add(method, path, handler),
    match: (method, path) => {
      counted.matches++;
      return trie.match(method, path);
    },
  });
  router.add("GET", "/things/:id", "one thing");
  router.add("PATCH", "/things/:id", "change a thing");
  return { router, counted };
}

describe("remembered routes", () => {
  it("matches a method and path once, and hands the same match back after", () => {
    const { router, counted } = countingRouter();
    const first = router.match("GET", "/things/a");
    expect(router.match("GET", "/things/a")).toBe(first);
    expect(counted.matches).toBe(1);
    expect(router.match("PATCH", "/things/a")[0][0]?.[0]).toBe("change a thing");
    expect(router.match("GET", "/things/b")[0][0]?.[1]).toEqual({ id: "b" });
    expect(counted.matches).toBe(3);
  });

  it("keeps at most REMEMBERED_ROUTES matches, and no path longer than LONGEST_REMEMBERED_PATH", () => {
    const { router, counted } = countingRouter();
    for (let i = 0; i < REMEMBERED_ROUTES; i++) router.match("GET", `/things/${i}`);
    router.match("GET", "/things/0");
    expect(counted.matches).toBe(REMEMBERED_ROUTES);
    router.match("GET", "/things/one-too-many"); // full: every kept match is let go
    router.match("GET", "/things/0");
    expect(counted.matches).toBe(REMEMBERED_ROUTES + 2);

    const long = `/things/${"x".repeat(LONGEST_REMEMBERED_PATH)}`;
    router.match("GET", long);
    router.match("GET", long);
    expect(counted.matches).toBe(REMEMBERED_ROUTES + 4);
  });

  it("serves each request its own path's parameters and handlers in a real app, in any order", async () => {
    const app = new Hono({ router: rememberedRoutes() });
    app.use("/v1/*", async (c, next) => {
      await next();
      c.header("X-Seen", c.req.path);
    });
    app.get("/v1/things/tree", (c) => c.text("the tree"));
    app.get("/v1/things/:id", (c) => c.text(`thing ${c.req.param("id")}`));
    app.get("/v1/things/:id/parts/:part", (c) => c.text(`${c.req.param("id")}/${c.req.param("part")}`));
    app.all("*", (c) => c.text("none", 404));
    const ask = async (path: string, method = "GET") => {
      const res = await app.request(path, { method });
      return [res.status, await res.text(), res.headers.get("X-Seen")];
    };
    for (let round = 0; round < 3; round++) {
      expect(await ask("/v1/things/a")).toEqual([200, "thing a", "/v1/things/a"]);
      expect(await ask("/v1/things/tree")).toEqual([200, "the tree", "/v1/things/tree"]);
      expect(await ask("/v1/things/b")).toEqual([200, "thing b", "/v1/things/b"]);
      expect(await ask("/v1/things/b/parts/c%20d")).toEqual([200, "b/c d", "/v1/things/b/parts/c d"]);
      expect(await ask("/v1/things/a", "DELETE")).toEqual([404, "none", "/v1/things/a"]);
      expect(await ask("/v1/things/a", "HEAD")).toEqual([200, "", "/v1/things/a"]);
      expect(await ask("/elsewhere")).toEqual([404, "none", null]);
    }
  });
});
