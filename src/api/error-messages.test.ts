import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../contract/error-codes";
import { activateLanguage } from "../i18n/activate";
import { toApiError } from "./api-error";
import { errorSentence } from "./error-messages";

const VIEWER = "Viewers may look but not change anything in this group.";
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("error answers in the user's language", () => {
  afterEach(() => activateLanguage("en", ["sign-in"]));

  it("words a known code from the catalog in English too, not with the service's text", async () => {
    const error = await toApiError(answer(403, { error: VIEWER, code: "viewer_read_only" }));
    expect([error.message, error.code, error.status]).toEqual([
      "You are a viewer in this group: you may look, but not change anything.",
      "viewer_read_only",
      403,
    ]);
    const used = "This entity type is used by 3 entities; give them another type first.";
    expect(errorSentence(409, "conflict", used)).toBe(`This clashes with other records. (${used})`);
  });

  it("words a known code in German and French, without the English text", async () => {
    await activateLanguage("de", ["sign-in"]);
    const german = await toApiError(answer(403, { error: VIEWER, code: "viewer_read_only" }));
    expect(german.message).toBe("Du bist in dieser Gruppe Betrachter: Du darfst alles ansehen, aber nichts ändern.");
    await activateLanguage("fr", ["sign-in"]);
    expect(errorSentence(403, "viewer_read_only", VIEWER)).toBe(
      "Vous êtes lecteur dans ce groupe : vous pouvez tout consulter, mais rien modifier.",
    );
  });

  it("adds the service's text as a detail where the code says less than it", async () => {
    await activateLanguage("de", ["sign-in"]);
    const used = "This entity type is used by 3 entities; give them another type first.";
    expect(errorSentence(409, "conflict", used)).toBe(`Das widerspricht anderen Einträgen. (${used})`);
  });

  it("reads an unknown code, or a body that is no error body, by its status", async () => {
    await activateLanguage("fr", ["sign-in"]);
    expect(errorSentence(503, "some_future_code", "Later.")).toBe("Le service est occupé ; réessayez dans un instant.");
    const proxy = await toApiError(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect([proxy.message, proxy.code]).toEqual([
      "Une erreur s’est produite dans le service ; rien n’a été enregistré.",
      "server_error",
    ]);
  });

  it("has an English, a German and a French sentence for every code, none of them the service's text", async () => {
    const inEach = async (language: "en" | "de" | "fr") => {
      await activateLanguage(language, ["sign-in"]);
      return ERROR_CODES.map((code) => errorSentence(400, code, "SERVICE TEXT"));
    };
    const [en, de, fr] = [await inEach("en"), await inEach("de"), await inEach("fr")];
    ERROR_CODES.forEach((code, i) => {
      expect(en[i], code).not.toMatch(/^SERVICE TEXT/);
      expect(de[i], code).not.toBe(en[i]);
      expect(fr[i], code).not.toBe(en[i]);
    });
  });
});
