import { afterEach, describe, expect, it } from "vitest";
import { toApiError } from "../../api/api-error";
import { activateLanguage } from "../../i18n/activate";
import { failureLines } from "./failure-words";

const OWN = "must not be the entity itself or one of its descendants";
const failures = [
  { id: "a", code: "invalid", message: OWN, field: "patch.parentId" },
  { id: "b", code: "stale", message: "The entity changed since you loaded it." },
  { id: "gone", code: "not_found", message: "No entity with this id in your group." },
];
const names: Record<string, string> = { a: "Box", b: "Drill" };
const nameOf = (id: string) => names[id];

describe("a refused batch's failures in words", () => {
  afterEach(() => activateLanguage("en", ["sign-in", "app"]));

  it("keeps the failures of an error answer", async () => {
    const body = { error: "Some entities cannot take this change; nothing was changed.", code: "invalid", failures };
    const res = new Response(JSON.stringify(body), { status: 422, headers: { "content-type": "application/json" } });
    expect((await toApiError(res)).failures).toEqual(failures);
  });

  it("names each entity and says why, from the catalog", async () => {
    await activateLanguage("en", ["sign-in", "app"]);
    expect(failureLines(failures, nameOf)).toEqual([
      { id: "a", name: "Box", reason: `Inside: ${OWN}` },
      { id: "b", name: "Drill", reason: "Someone else changed this meanwhile; load it again and repeat your change." },
      { id: "gone", name: "Entity gone", reason: "This does not exist (any more)." },
    ]);
  });

  it("words the reasons in German and French", async () => {
    await activateLanguage("de", ["sign-in", "app"]);
    const german = failureLines(failures, nameOf);
    expect(german[0]!.reason).toBe("Enthalten in: darf weder das Element selbst noch etwas darin sein");
    expect(german[1]!.reason).not.toMatch(/Someone/);
    await activateLanguage("fr", ["sign-in", "app"]);
    expect(failureLines(failures, nameOf)[2]!.reason).not.toMatch(/does not exist/);
  });
});
