import type { FieldInput, FieldOut } from "../../contract";
import type { CustomFieldRow } from "../db/schema";

/** A custom field's stored values (entities' and templates' alike), without the row's own keys. */
export const fieldColumns = (f: FieldInput & { position: number }) => ({
  position: f.position,
  name: f.name,
  type: f.type,
  text_value: f.textValue,
  number_value: f.numberValue,
  boolean_value: f.booleanValue ? 1 : 0,
});

export const fieldOut = (f: CustomFieldRow): FieldOut => ({
  id: f.id,
  name: f.name,
  type: f.type,
  textValue: f.text_value,
  numberValue: f.number_value,
  booleanValue: f.boolean_value === 1,
});
