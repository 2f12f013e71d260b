import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { call } from "../../api/client";
import { accountEndpoints } from "../../../contract/account";
import { ErrorText } from "../../components/ui/error-text";
import { switchLanguage } from "../../i18n/activate";
import { isLanguage, LANGUAGES, type Language } from "../../i18n/languages";
import { usePageTitle } from "../../components/ui/use-page-title";
import { authQueries } from "../auth";
import { ApiKeysSection } from "./api-keys-section";
import { DeleteAccountSection } from "./delete-account-section";
import { FormatSection } from "./format-section";
import { IdentitiesSection } from "./identities-section";
import { PasswordSection } from "./password-section";
import { ThemeSection } from "./theme-section";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";
import { appPath } from "../../api/base-path";

/** `/settings/account`: the user's own name, e-mail, password, sessions, language, theme, API keys and deletion. */
export function AccountPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Account`);
  const self = useQuery(authQueries.self());
  const settings = useQuery(settingsQueries.userSettings());
  const save = useSettingsMutation((body: { name: string; email: string }) =>
    call(accountEndpoints.updateSelf, { body }),
  );
  // The language switches at once in this browser (src/i18n) and is kept with the account for the others.
  const saveLanguage = useSettingsMutation(async (language: Language) => {
    await switchLanguage(language);
    await call(accountEndpoints.replaceSettings, { body: { ...settings.data?.item, language } });
  });
  const signOutEverywhere = useSettingsMutation(() => call(accountEndpoints.logoutAll));

  function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    save.mutate({ name: String(data.get("name")), email: String(data.get("email")) });
  }

  if (!self.data)
    return (
      <p>
        <Trans>Loading…</Trans>
      </p>
    );
  const language = i18n.locale;
  return (
    <>
      <h1>
        <Trans>Account</Trans>
      </h1>
      <form className={styles.section} onSubmit={onSave} aria-labelledby="profile-title">
        <h2 id="profile-title">
          <Trans>Profile</Trans>
        </h2>
        <label className="field">
          <span>{t`Name`}</span>
          <input name="name" defaultValue={self.data.item.name} required maxLength={255} />
        </label>
        <label className="field">
          <span>{t`Email`}</span>
          <input name="email" type="email" defaultValue={self.data.item.email} required />
        </label>
        <ErrorText error={save.error} />
        {save.isSuccess && (
          <p role="status">
            <Trans>Saved.</Trans>
          </p>
        )}
        <button type="submit" data-variant="primary" disabled={save.isPending}>
          <Trans>Save profile</Trans>
        </button>
      </form>
      <IdentitiesSection />
      <PasswordSection />
      <section className={styles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title">
          <Trans>Sessions</Trans>
        </h2>
        <p>
          <Trans>Sign out on every device and browser, this one included.</Trans>
        </p>
        <button
          type="button"
          onClick={() =>
            signOutEverywhere.mutate(undefined, { onSuccess: () => window.location.replace(appPath("/sign-in")) })
          }
        >
          <Trans>Sign out everywhere</Trans>
        </button>
        <ErrorText error={signOutEverywhere.error} />
      </section>
      <section className={styles.section} aria-labelledby="language-title">
        <h2 id="language-title">
          <Trans>Language</Trans>
        </h2>
        <label className="field">
          <span>{t`Language`}</span>
          <select value={language} onChange={(e) => isLanguage(e.target.value) && saveLanguage.mutate(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <ErrorText error={saveLanguage.error} />
      </section>
      <ThemeSection />
      <FormatSection />
      <ApiKeysSection />
      <DeleteAccountSection />
    </>
  );
}

export default AccountPage;
