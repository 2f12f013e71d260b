import { SECTIONS, sectionOfPath } from "../../../components/form/sections";

/** A 422 field error placed on the form: `path` is a form path, or null when no field matches. */
export interface PlacedError {
  path: string | null;
  message: string;
}

/** Body keys whose form field has another name. */
const RENAMED: Record<string, string> = { parentId: "parent", locationId: "location" };

/** Every key of the form: each belongs to exactly one section. */
const KEYS_OF_FORM = new Set<string>(SECTIONS.flatMap((section) => section.keys));

const FIELD_PROPS = new Set(["name", "type", "textValue", "numberValue", "booleanValue"]);

/**
 * Maps a JSON path of the service (`fields[2].textValue`, `tagIds[0]`, `parentId`) to the form path
 * that shows it (`fields.2.textValue`, `tagIds`, `parent`). Null when the form has no such field.
 */
export function jsonPathToFormPath(jsonPath: string): string | null {
  const parts = jsonPath
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter(Boolean);
  const [head, index, prop] = parts;
  if (!head) return null;
  const key = RENAMED[head] ?? head;
  if (!KEYS_OF_FORM.has(key)) return null;
  if (key !== "fields") return key; // a list of ids (tagIds[3]) shows on the picker as a whole
  if (index === undefined || !/^\d+$/.test(index)) return "fields.root";
  // A field's id is not editable: its message goes on the row's name.
  if (prop === undefined || prop === "id" || !FIELD_PROPS.has(prop)) return `fields.${index}.name`;
  return `fields.${index}.${prop}`;
}

/** Every message of a 422, on its field where there is one; the sections to open, in page order. */
export function placeServerErrors(fields: Record<string, string>): { errors: PlacedError[]; sections: string[] } {
  const errors = Object.entries(fields).map(([jsonPath, message]) => {
    const path = jsonPathToFormPath(jsonPath);
    return { path, message: path ? message : `${jsonPath}: ${message}` };
  });
  const sections = [...new Set(errors.flatMap((e) => (e.path ? [sectionOfPath(e.path)] : [])))];
  return { errors, sections };
}
