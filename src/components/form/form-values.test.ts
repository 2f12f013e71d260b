import { describe, expect, it } from "vitest";
import { EntityUpdate } from "../../../contract/entity";
import { EntityFormSchema } from "./form-schema";
import { newCustomField, toFormValues, toUpdateBody } from "./form-values";
import { ids, makeDrill, summary } from "../../testing/entity-fixture";

describe("form ↔ body", () => {
  it("sends back exactly what the GET body means when nothing was edited", () => {
    const entity = makeDrill();
    const body = toUpdateBody(entity.id, toFormValues(entity));
    expect(EntityUpdate.parse(body)).toEqual(EntityUpdate.parse(entity));
  });

  it("keeps an item inside an item but stored elsewhere where it is", () => {
    const body = toUpdateBody(ids.entity, toFormValues(makeDrill()));
    expect(body).toMatchObject({ parentId: ids.toolbox, locationId: ids.shelf });
  });

  it("sends no own location for an inherited one or under a location parent", () => {
    const inherited = makeDrill({ locationId: null, location: summary(ids.garage, "Garage", true) });
    expect(toUpdateBody(ids.entity, toFormValues(inherited)).locationId).toBeNull();
    const values = { ...toFormValues(makeDrill()), parent: { id: ids.garage, name: "Garage", isLocation: true } };
    expect(toUpdateBody(ids.entity, values)).toMatchObject({ parentId: ids.garage, locationId: null });
    expect(toUpdateBody(ids.entity, { ...values, parent: null })).toMatchObject({ parentId: null, locationId: null });
  });

  it("drops the own location when 'stored somewhere else' is unticked", () => {
    const values = { ...toFormValues(makeDrill()), storedElsewhere: false };
    expect(toUpdateBody(ids.entity, values).locationId).toBeNull();
  });

  it("shows an unset price (the API's 0) as an empty box, and sends an empty box as 0", () => {
    const values = toFormValues(makeDrill({ purchasePrice: 99.5, soldPrice: 0 }));
    expect(values).toMatchObject({ purchasePrice: 99.5, soldPrice: null });
    expect(toUpdateBody(ids.entity, values)).toMatchObject({ purchasePrice: 99.5, soldPrice: 0 });
    const cleared = { ...values, purchasePrice: null };
    expect(EntityFormSchema.safeParse(cleared).success).toBe(true);
    expect(toUpdateBody(ids.entity, cleared).purchasePrice).toBe(0);
  });

  it("sends every field of the update body, never a partial one", () => {
    const body = toUpdateBody(ids.entity, toFormValues(makeDrill()));
    const keys = Object.keys(EntityUpdate.shape).sort();
    expect(Object.keys(body).sort()).toEqual(keys);
  });

  it("keeps custom field ids and leaves new rows without one", () => {
    const values = toFormValues(makeDrill());
    values.fields = [values.fields[1]!, { ...newCustomField(), name: "Voltage", type: "number", numberValue: 18 }];
    const body = toUpdateBody(ids.entity, values);
    expect(body.fields).toEqual([
      {
        id: ids.field2,
        name: "Bought",
        type: "time",
        textValue: "2023-02-03T10:20:00Z",
        numberValue: 0,
        booleanValue: false,
      },
      { name: "Voltage", type: "number", textValue: "", numberValue: 18, booleanValue: false },
    ]);
  });

  it("accepts the loaded values as valid", () => {
    expect(EntityFormSchema.safeParse(toFormValues(makeDrill())).success).toBe(true);
  });

  it("checks with the contract's own rules and messages", () => {
    const values = {
      ...toFormValues(makeDrill()),
      name: "  ",
      serialNumber: "x".repeat(256),
      purchasePrice: Number.NaN,
    };
    const issues = EntityFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["name", "must not be empty"],
      ["serialNumber", "must be at most 255 characters"],
      ["purchasePrice", "must be a number"],
    ]);
  });

  it("asks for a location when 'stored somewhere else' is ticked without one", () => {
    const values = { ...toFormValues(makeDrill()), location: null };
    const issues = EntityFormSchema.safeParse(values).error?.issues ?? [];
    expect(issues.map((i) => i.path.join("."))).toEqual(["location"]);
  });

  it("rejects a time custom field that is not an ISO date", () => {
    const values = toFormValues(makeDrill());
    values.fields[1]!.textValue = "yesterday";
    const issues = EntityFormSchema.safeParse(values).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["fields.1.textValue", "must be an ISO date or date-time"],
    ]);
  });
});
