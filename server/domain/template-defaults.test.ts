import { describe, expect, it } from "vitest";
import type { TemplateOut } from "../../contract";
import { blameTemplate, entityFromTemplate } from "./template-defaults";

const template: TemplateOut = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Drill",
  description: "",
  createdAt: "",
  updatedAt: "",
  notes: "",
  defaultName: "Drill",
  defaultDescription: "Cordless",
  defaultQuantity: 2,
  defaultMinQuantity: null,
  defaultUnit: "",
  defaultEntityTypeId: null,
  defaultLocationId: "22222222-2222-4222-8222-222222222222",
  defaultLocation: null,
  defaultTagIds: ["33333333-3333-4333-8333-333333333333"],
  defaultTags: [],
  defaultManufacturer: "Bosch",
  defaultModelNumber: "GSR",
  defaultPurchaseFrom: "Shop",
  defaultPurchasePrice: 99,
  defaultInsured: true,
  defaultLifetimeWarranty: false,
  defaultWarrantyDetails: "2 years",
  defaultNotes: "n",
  includeWarrantyFields: true,
  includePurchaseFields: false,
  includeSoldFields: false,
  fields: [
    {
      id: "44444444-4444-4444-8444-444444444444",
      name: "Volt",
      type: "number",
      textValue: "",
      numberValue: 18,
      booleanValue: false,
    },
  ],
};

describe("entityFromTemplate", () => {
  it("takes every default and leaves field ids to the new entity", () => {
    const body = entityFromTemplate(template, { name: "Drill 2" });
    expect(body).toMatchObject({
      name: "Drill 2",
      description: "Cordless",
      quantity: 2,
      parentId: template.defaultLocationId,
      tagIds: template.defaultTagIds,
      manufacturer: "Bosch",
      purchasePrice: 99,
      insured: true,
      warrantyDetails: "2 years",
      notes: "n",
    });
    expect(body.fields).toEqual([{ ...template.fields[0], id: null }]);
  });

  it("lets a sent override win, and an absent one keep the template's value", () => {
    const body = entityFromTemplate(template, { name: "x", quantity: 5, parentId: null, manufacturer: undefined });
    expect(body.quantity).toBe(5);
    expect(body.parentId).toBeNull();
    expect(body.manufacturer).toBe("Bosch");
  });
});

describe("blameTemplate", () => {
  it("names the template's field when the value came from the template", () => {
    expect(blameTemplate({ parentId: "not found", entityTypeId: "x" }, { name: "a" })).toEqual({
      defaultLocationId: "not found",
      defaultEntityTypeId: "x",
    });
  });

  it("names the request's field when the request sent it", () => {
    expect(blameTemplate({ parentId: "not found" }, { name: "a", parentId: "p" })).toEqual({ parentId: "not found" });
  });
});
