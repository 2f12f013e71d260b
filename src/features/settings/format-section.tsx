import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { formatDate } from "../../components/format/date";
import {
  chooseFormat,
  FORMAT_LOCALES,
  languageLocale,
  storedFormat,
  type FormatLocale,
} from "../../components/format/locale";
import { formatMoney } from "../../components/format/money";
import styles from "./settings.module.css";

const FOLLOW = "language";
const SAMPLE_DAY = "2025-03-14";

/** Set while a choice renders the app afresh, so that the new select takes the focus back. */
let justChosen = false;

/** The account page's format choice: dates and numbers as the language writes them, or as a chosen region. */
export function FormatSection() {
  const { t, i18n } = useLingui();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!justChosen) return;
    justChosen = false;
    select.current?.focus();
  }, []);
  const names = new Intl.DisplayNames([i18n.locale], { type: "language" });
  // Each choice shows how a day and an amount look in it, so the difference is seen before choosing.
  const sample = (locale: string) => `${formatDate(SAMPLE_DAY, locale)}, ${formatMoney(1234.5, undefined, locale)}`;

  return (
    <section className={styles.section} aria-labelledby="format-title">
      <h2 id="format-title">{t`Dates and numbers`}</h2>
      <label className="field">
        <span>{t`Format`}</span>
        <select
          ref={select}
          value={storedFormat() ?? FOLLOW}
          onChange={(e) => {
            justChosen = true;
            const value = e.target.value;
            chooseFormat(value === FOLLOW ? null : (value as FormatLocale));
          }}
        >
          <option value={FOLLOW}>{t`As the language writes them (${sample(languageLocale(i18n.locale))})`}</option>
          {FORMAT_LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {`${names.of(locale) ?? locale} (${sample(locale)})`}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">{t`Kept in this browser. Amounts are always in the group's currency.`}</p>
    </section>
  );
}
