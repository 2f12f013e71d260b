import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEndpoints, tagEndpoints } from "../../../contract";
import { seedLanguage } from "../../../server/groups/seed-names";
import { callEndpoint, request } from "../../support/client";
import { startService, type TestService } from "../../support/service";

/** A self-registered group's rooms and tags (Homebox's seed) in the language the SPA sends. */
describe("seeded rooms and tags", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService({ env: { SEED_NEW_GROUPS: "true" } });
  });
  afterAll(() => svc.close());

  async function register(acceptLanguage?: string) {
    const email = `seed-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const body = { name: "Camille", email, password: "correct horse battery" };
    const headers: Record<string, string> = acceptLanguage ? { "accept-language": acceptLanguage } : {};
    expect((await callEndpoint(svc, authEndpoints.register, { body, headers })).status).toBe(204);
    const login = await callEndpoint(svc, authEndpoints.login, { body: { username: email, password: body.password } });
    const authorization = login.body.token;
    const tags = await callEndpoint(svc, tagEndpoints.list, { headers: { authorization } });
    const rooms = await request(svc, "GET", "/v1/entities?isLocation=any&pageSize=100", undefined, { authorization });
    return {
      tags: tags.body.map((t) => t.name),
      rooms: (rooms.body as { items: { name: string }[] }).items.map((r) => r.name),
    };
  }

  it("names them in French for a French registration", async () => {
    const seeded = await register("fr");
    expect(seeded.rooms).toEqual(expect.arrayContaining(["Salon", "Cuisine", "Sous-sol"]));
    expect(seeded.tags).toEqual(expect.arrayContaining(["Électroménager", "Important"]));
    expect(seeded.rooms).not.toContain("Living Room");
  });

  it("names them in English, as Homebox, without a language we seed in", async () => {
    for (const language of [undefined, "ja-JP"]) {
      const seeded = await register(language);
      expect(seeded.rooms).toEqual(expect.arrayContaining(["Living Room", "Kitchen", "Basement"]));
      expect(seeded.tags).toEqual(expect.arrayContaining(["Appliances", "IOT"]));
    }
  });
});

describe("seedLanguage", () => {
  it("takes the most wanted language we seed in", () => {
    expect(seedLanguage("de-CH, fr;q=0.9")).toBe("de");
    expect(seedLanguage("ja, fr-CA;q=0.8, de;q=0.5")).toBe("fr");
    expect(seedLanguage("en;q=0.2, de;q=0.9")).toBe("de");
    expect(seedLanguage("de;q=0, es")).toBe("en");
    expect(seedLanguage(undefined)).toBe("en");
  });
});
