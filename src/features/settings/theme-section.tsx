import { useLingui } from "@lingui/react/macro";
import { applyTheme, useTheme, type Theme } from "./theme";
import styles from "./settings.module.css";

/** Light, dark or the system's scheme, for this browser; applied at once and before the next load's first paint. */
export function ThemeSection() {
  const { t } = useLingui();
  const theme = useTheme();
  const choices: { value: Theme; label: string }[] = [
    { value: "system", label: t`Same as the system` },
    { value: "light", label: t`Light` },
    { value: "dark", label: t`Dark` },
  ];
  return (
    <section className={styles.section} aria-labelledby="theme-title">
      <h2 id="theme-title">{t`Theme`}</h2>
      <div role="radiogroup" aria-labelledby="theme-title" className={styles.row}>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={theme === choice.value}
              onChange={() => applyTheme(choice.value)}
            />{" "}
            {choice.label}
          </label>
        ))}
      </div>
      <p className="muted">{t`Kept in this browser.`}</p>
    </section>
  );
}
