import { t } from "@lingui/core/macro";
import type { FormEvent } from "react";
import {
  CUSTOM_FIELD_PREFIX,
  MAPPABLE_COLUMNS,
  type ImportColumns,
  type SheetLocale,
} from "../../../contract/data-transfer";
import { columnLabel } from "./column-labels";
import { guessColumn } from "./column-guess";
import type { RememberedMapping } from "./remembered-mapping";
import styles from "./data-transfer.module.css";

/** Each header's choice ("" = not imported) and the language the sheet's numbers and dates are written in. */
export type MappingChoice = RememberedMapping;

/** The first choice for a sheet: what this browser chose for the same header last time, else the obvious match. */
export function initialChoice(
  sheet: ImportColumns,
  remembered: RememberedMapping | undefined,
  language: string,
): MappingChoice {
  const taken = new Set<string>();
  const columns: Record<string, string> = {};
  for (const header of sheet.columns) {
    const target = remembered?.columns[header] ?? guessColumn(header) ?? "";
    // Two headers meaning the same column: the first keeps it, the user chooses for the other.
    columns[header] = taken.has(target) ? "" : target;
    if (target !== "") taken.add(target);
  }
  const locale = remembered?.locale ?? (["en", "de", "fr"].includes(language) ? (language as SheetLocale) : "en");
  return { columns, locale };
}

const LOCALES = (): Array<[SheetLocale, string]> => [
  ["en", t`English (1,234.50 and 12/31/2024)`],
  ["de", t`German (1.234,50 and 31.12.2024)`],
  ["fr", t`French (1 234,50 and 31/12/2024)`],
];

/** The mapping step for a sheet without Homebox's columns: a choice per column, with its first value beside it. */
export function ColumnMapping({
  sheet,
  choice,
  onChange,
  onSubmit,
}: {
  sheet: ImportColumns;
  choice: MappingChoice;
  onChange: (choice: MappingChoice) => void;
  onSubmit: () => void;
}) {
  const named = Object.values(choice.columns).includes("HB.name");
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} className={styles.panel} aria-labelledby="import-mapping">
      <h2 id="import-mapping">{t`Columns`}</h2>
      <p className="muted">{t`Choose what each column of the sheet holds. One column must be the name.`}</p>
      <div className={styles.mapping}>
        {sheet.columns.map((header, i) => (
          <label key={`${i}-${header}`} className={styles.mappingRow}>
            <span>
              <strong>{header}</strong> <span className="muted">{sheet.rows[0]?.[i] ?? ""}</span>
            </span>
            <select
              aria-label={t`Import column ${header} as`}
              value={choice.columns[header] ?? ""}
              onChange={(e) => onChange({ ...choice, columns: { ...choice.columns, [header]: e.currentTarget.value } })}
            >
              <option value="">{t`Do not import`}</option>
              {MAPPABLE_COLUMNS.map((c) => (
                <option key={c} value={c}>
                  {columnLabel(c)}
                </option>
              ))}
              <option value={CUSTOM_FIELD_PREFIX + header}>{t`Custom field “${header}”`}</option>
            </select>
          </label>
        ))}
      </div>
      <label className="inline-form">
        <span>{t`Numbers and dates written in`}</span>
        <select
          value={choice.locale}
          onChange={(e) => onChange({ ...choice, locale: e.currentTarget.value as SheetLocale })}
        >
          {LOCALES().map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {!named && <p role="alert" className="error">{t`Choose the column that holds the name.`}</p>}
      <button type="submit" disabled={!named}>{t`Show preview`}</button>
    </form>
  );
}
