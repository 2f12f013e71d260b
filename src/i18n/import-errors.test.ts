import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "./activate";
import { translateImportError } from "./import-errors";

afterEach(() => activateLanguage("en", ["sign-in", "app", "manage"]));

describe("translateImportError", () => {
  it("leaves the service's English as it is", () => {
    expect(translateImportError("must name at most 50 tags")).toBe("must name at most 50 tags");
  });

  it("words the import's own messages and the shared field messages in the chosen language", async () => {
    await activateLanguage("fr", ["sign-in", "app", "manage"]);
    expect(translateImportError("must name at most 50 tags")).toBe("doit nommer au plus 50 mots-clés");
    expect(translateImportError("must be true or false")).toBe("doit être oui ou non");
    expect(translateImportError("something new")).toBe("something new");
  });
});
