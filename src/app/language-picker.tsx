import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useEffect, useRef } from "react";
import { switchLanguage } from "../i18n/activate";
import { isLanguage, LANGUAGES } from "../i18n/languages";

/** Set while a switch remounts the app, so that the new picker takes the focus back. */
let justSwitched = false;

/** The user menu's language choice: applied at once (the app re-renders in it) and remembered. */
export function LanguagePicker() {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!justSwitched) return;
    justSwitched = false;
    select.current?.focus();
  }, []);

  return (
    <label>
      <span className="visually-hidden">{t`Language`}</span>
      <select
        ref={select}
        value={i18n.locale}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          justSwitched = true;
          void switchLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
