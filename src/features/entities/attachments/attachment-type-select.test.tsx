// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage } from "../../../i18n/activate";
import { entityTypeName } from "../../../i18n/built-in-names";
import { WithI18n } from "../../../testing/with-i18n";
import { AttachmentTypeSelect } from "./attachment-type-select";

afterEach(async () => {
  cleanup();
  await activateLanguage("en", ["sign-in", "app"]);
});

describe("names the service keeps in English", () => {
  it("shows the attachment kinds in the chosen language and keeps Homebox's values", async () => {
    await activateLanguage("fr", ["sign-in", "app"]);
    render(<AttachmentTypeSelect label="Type" value="receipt" onChange={() => {}} />, { wrapper: WithI18n });
    const select = screen.getByRole("combobox", { name: "Type" });
    expect(select).toHaveDisplayValue("Reçu");
    expect(screen.getByRole("option", { name: "Garantie" })).toHaveValue("warranty");
  });

  it("shows the built-in entity types translated and any other type as named", async () => {
    await activateLanguage("de", ["sign-in", "app"]);
    expect(entityTypeName({ name: "Item", isLocation: false })).toBe("Gegenstand");
    expect(entityTypeName({ name: "Location", isLocation: true })).toBe("Standort");
    expect(entityTypeName({ name: "Location", isLocation: false })).toBe("Location");
    expect(entityTypeName({ name: "Werkzeug", isLocation: false })).toBe("Werkzeug");
  });
});
