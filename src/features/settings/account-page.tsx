import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { apiRequest } from "../../api/client";
import { SelfResult } from "../../api/contract";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { authQueries } from "../auth";
import { ApiKeysSection } from "./api-keys-section";
import { DeleteAccountSection } from "./delete-account-section";
import { PasswordSection } from "./password-section";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";

const LANGUAGES = [
  { code: "", label: "The browser's language" },
  { code: "en", label: "English" },
  { code: "de", label: "Deutsch" },
  { code: "fr", label: "Français" },
];

/** `/settings/account`: the user's own name, e-mail, password, sessions, API keys, language and deletion. */
export function AccountPage() {
  usePageTitle("Account");
  const self = useQuery(authQueries.self());
  const settings = useQuery(settingsQueries.userSettings());
  const save = useSettingsMutation((body: { name: string; email: string }) =>
    apiRequest("/v1/users/self", { method: "PUT", body, schema: SelfResult }),
  );
  const saveLanguage = useSettingsMutation((language: string) =>
    apiRequest("/v1/users/self/settings", { method: "PUT", body: { ...settings.data?.item, language } }),
  );
  const signOutEverywhere = useSettingsMutation(() => apiRequest("/v1/users/logout/all", { method: "POST" }));

  function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    save.mutate({ name: String(data.get("name")), email: String(data.get("email")) });
  }

  if (!self.data) return <p>Loading…</p>;
  const language = typeof settings.data?.item?.language === "string" ? settings.data.item.language : "";
  return (
    <>
      <h1>Account</h1>
      <form className={styles.section} onSubmit={onSave} aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <label className="field">
          <span>Name</span>
          <input name="name" defaultValue={self.data.item.name} required maxLength={255} />
        </label>
        <label className="field">
          <span>Email</span>
          <input name="email" type="email" defaultValue={self.data.item.email} required />
        </label>
        <ErrorText error={save.error} />
        {save.isSuccess && <p role="status">Saved.</p>}
        <button type="submit" data-variant="primary" disabled={save.isPending}>
          Save profile
        </button>
      </form>
      <PasswordSection />
      <section className={styles.section} aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions</h2>
        <p>Sign out on every device and browser, this one included.</p>
        <button
          type="button"
          onClick={() => signOutEverywhere.mutate(undefined, { onSuccess: () => window.location.replace("/sign-in") })}
        >
          Sign out everywhere
        </button>
        <ErrorText error={signOutEverywhere.error} />
      </section>
      <section className={styles.section} aria-labelledby="language-title">
        <h2 id="language-title">Language</h2>
        <label className="field">
          <span>Language</span>
          <select value={language} onChange={(e) => saveLanguage.mutate(e.target.value)}>
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <ErrorText error={saveLanguage.error} />
      </section>
      <ApiKeysSection />
      <DeleteAccountSection />
    </>
  );
}

export default AccountPage;
