import { t } from "@lingui/core/macro";
import type { ChangeOut } from "../../../contract/history";
import { RESTORABLE_FIELDS } from "../../../contract/history";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { formatNumber } from "../../components/format/number";
import { LABELS } from "../../components/form/field-labels";
import type { Checkout } from "../../../contract/checkout";
import { lentWords } from "../lending";

/** A value as the History section shows it: words, or an entity the view names and links. */
export type Shown = { kind: "text"; text: string } | { kind: "entity"; id: string };

/** One changed field in words: old and new value, or for a set what was added and removed. */
export interface ShownChange {
  field: string;
  label: string;
  change: { kind: "pair"; from: Shown; to: Shown } | { kind: "set"; added: string[]; removed: string[] };
  /** Whether it can be restored alone (attachments cannot: their files are not kept). */
  restorable: boolean;
}

/** Names the view knows: tags and types by id (undefined when deleted since). */
export interface Names {
  tag: (id: string) => string | undefined;
  type: (id: string) => string | undefined;
}

type Change = ChangeOut["changes"][number];
interface CustomField {
  name: string;
  type: string;
  textValue: string;
  numberValue: number;
  booleanValue: boolean;
}

const MONEY = new Set(["purchasePrice", "soldPrice"]);
const DATES = new Set(["purchaseDate", "soldDate", "warrantyExpires"]);
/** API names whose form field is named otherwise (the form's `parent` is the body's `parentId`). */
const FORM_NAME: Record<string, keyof typeof LABELS> = { parentId: "parent", locationId: "location" };

const text = (value: string): Shown => ({ kind: "text", text: value === "" ? "—" : value });
const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);

/** A field's label as the edit form writes it. */
export function fieldLabel(field: string): string {
  if (field === "attachments") return t`Attachments`;
  if (field === "maintenance") return t`Maintenance`;
  if (field === "checkout") return t`Lent to`;
  const key = FORM_NAME[field] ?? field;
  return key in LABELS ? LABELS[key as keyof typeof LABELS] : field;
}

function customValue(f: CustomField): string {
  if (f.type === "number") return formatNumber(f.numberValue);
  if (f.type === "boolean") return yesNo(f.booleanValue);
  if (f.type === "time") return formatDate(f.textValue);
  return f.textValue;
}

interface SetChange {
  kind: "set";
  added: string[];
  removed: string[];
}

/** What is in `to` but not `from`, and the other way round, each in words. */
function setDiff<T>(from: T[], to: T[], words: (item: T) => string): SetChange {
  const before = new Set(from.map(words));
  const after = new Set(to.map(words));
  return {
    kind: "set",
    added: [...after].filter((w) => !before.has(w)),
    removed: [...before].filter((w) => !after.has(w)),
  };
}

/** One side of a change in the user's words and formats; null and "" are shown as a dash. */
export function shownValue(field: string, value: unknown, names: Names): Shown {
  if (value === null || value === undefined) return text("");
  if (field === "parentId" || field === "locationId") return { kind: "entity", id: String(value) };
  if (field === "entityTypeId") return text(names.type(String(value)) ?? t`a deleted type`);
  if (field === "checkout") return text(lentWords(value as Pick<Checkout, "to" | "due">));
  if (typeof value === "boolean") return text(yesNo(value));
  if (typeof value === "number") return text(MONEY.has(field) ? formatMoney(value) : formatNumber(value));
  if (typeof value === "string") return text(DATES.has(field) ? formatDate(value) : value);
  return text(JSON.stringify(value));
}

const asList = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

function changeOf(c: Change, names: Names): ShownChange["change"] {
  const diff = <T>(words: (item: T) => string) => setDiff(asList<T>(c.from), asList<T>(c.to), words);
  if (c.field === "tagIds") return diff<string>((id) => names.tag(id) ?? t`a deleted tag`);
  // Custom fields by name: "Colour: red" for each one that is new, gone or different.
  if (c.field === "fields") return diff<CustomField>((f) => `${f.name}: ${customValue(f) || "—"}`);
  if (c.field === "attachments") return diff<{ title: string }>((a) => a.title);
  if (c.field === "maintenance") return diff<{ name: string }>((e) => e.name);
  return { kind: "pair", from: shownValue(c.field, c.from, names), to: shownValue(c.field, c.to, names) };
}

/** Every changed field of a change, in words, under the edit form's labels. */
export function shownChanges(change: Pick<ChangeOut, "changes">, names: Names): ShownChange[] {
  return change.changes.map((c) => ({
    field: c.field,
    label: fieldLabel(c.field),
    change: changeOf(c, names),
    restorable: (RESTORABLE_FIELDS as readonly string[]).includes(c.field),
  }));
}

/** What happened, in words (a move's places are added by the view, which links them). */
export function actionWords(action: ChangeOut["action"]): string {
  switch (action) {
    case "create":
      return t`Created`;
    case "update":
      return t`Changed`;
    case "move":
      return t`Moved`;
    case "archive":
      return t`Archived`;
    case "unarchive":
      return t`Taken out of the archive`;
    case "delete":
      return t`Deleted`;
    case "restore":
      return t`Restored an earlier state`;
    case "checkout":
      return t`Lent out`;
    case "return":
      return t`Returned`;
  }
}

/** Who made a change: a user's name, or the API key's. */
export function actorWords(actor: ChangeOut["actor"]): string {
  return actor.kind === "apiKey" ? t`API key ${actor.name}` : actor.name;
}
