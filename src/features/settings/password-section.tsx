import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { call } from "../../api/client";
import { accountEndpoints } from "../../../contract/account";
import { ErrorText } from "../../components/ui/error-text";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";

/** Change the password; the service signs out every other session (docs/api.md, "Accounts"). */
export function PasswordSection() {
  const { t } = useLingui();
  const [done, setDone] = useState(false);
  const change = useSettingsMutation((body: { current: string; new: string }) =>
    call(accountEndpoints.changePassword, { body }),
  );

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setDone(false);
    change.mutate(
      { current: String(data.get("current")), new: String(data.get("new")) },
      {
        onSuccess: () => {
          form.reset();
          setDone(true);
        },
      },
    );
  }

  return (
    <form className={styles.section} onSubmit={onSubmit} aria-labelledby="password-title">
      <h2 id="password-title">
        <Trans>Password</Trans>
      </h2>
      <label className="field">
        <span>{t`Current password`}</span>
        <input name="current" type="password" autoComplete="current-password" required />
      </label>
      <label className="field">
        <span>{t`New password (at least 8 characters)`}</span>
        <input name="new" type="password" autoComplete="new-password" minLength={8} required />
      </label>
      <ErrorText error={change.error} />
      {done && (
        <p role="status">
          <Trans>Password changed. Your other sessions are signed out.</Trans>
        </p>
      )}
      <button type="submit" data-variant="primary" disabled={change.isPending}>
        <Trans>Change password</Trans>
      </button>
    </form>
  );
}
