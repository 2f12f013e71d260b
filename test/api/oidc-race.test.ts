import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFor } from "../../server/auth/oidc/accounts";
import type { ProviderPerson } from "../../server/auth/oidc/claims";
import { startService, type TestService } from "../support/service";

const ISSUER = "http://127.0.0.1:9";
const person = (subject: string, email: string): ProviderPerson => ({
  issuer: ISSUER,
  subject,
  email,
  emailVerified: true,
  name: "Kim",
  groups: [],
});

/**
 * The provider's answers already checked: both callbacks resolve their person at the same moment, so both
 * find no account yet and both try to create one.
 */
describe("two first sign-ins with one e-mail at the same time", () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startService({
      env: { OIDC_ISSUER_URL: ISSUER, OIDC_CLIENT_ID: "inventory", OIDC_CLIENT_SECRET: "a-secret-of-some-length" },
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  const simultaneously = (people: ProviderPerson[]) => {
    const { oidc } = svc.config;
    if (!oidc) throw new Error("the service did not read the OIDC settings");
    const config = { ...svc.config, oidc };
    return Promise.all(people.map((p) => accountFor(svc.db, config, p, null)));
  };
  const accountsWith = (email: string) =>
    svc.db.kysely.selectFrom("users").select("id").where("email", "=", email).execute();

  it("creates one account for one identity and signs both in to it", async () => {
    const [a, b] = await simultaneously([person("ada", "ada@example.com"), person("ada", "ada@example.com")]);
    const [account] = await accountsWith("ada@example.com");
    expect(a).toEqual({ kind: "signed-in", userId: account?.id });
    expect(b).toEqual(a);
  });

  it("creates one account for two identities with one e-mail; the other is asked to link", async () => {
    const outcomes = await simultaneously([person("kim-a", "kim@example.com"), person("kim-b", "kim@example.com")]);
    const [account] = await accountsWith("kim@example.com");
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["link", "signed-in"]);
    expect(outcomes.every((o) => "userId" in o && o.userId === account?.id)).toBe(true);
  });
});
