import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { call } from "../../api/client";
import { accountEndpoints } from "../../../contract/account";
import { setSession } from "../../api/session";
import { ErrorText } from "../../components/ui/error-text";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";
import { appPath } from "../../api/base-path";

/**
 * Deletes the account after the user types the confirmation and their password, which the service checks;
 * groups only they belong to go with it.
 */
export function DeleteAccountSection() {
  const { t } = useLingui();
  const confirmation = t`delete my account`;
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const remove = useSettingsMutation(() => call(accountEndpoints.deleteSelf, { body: { password } }));
  return (
    <section className={styles.section} aria-labelledby="delete-title">
      <h2 id="delete-title">
        <Trans>Delete account</Trans>
      </h2>
      <p>
        <Trans>
          Your account goes, and with it every group you are the only member of, with all its items and files. This
          cannot be undone.
        </Trans>
      </p>
      <label className="field">
        <span>{t`Type “${confirmation}” to confirm`}</span>
        <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </label>
      <label className="field">
        <span>{t`Your password`}</span>
        <input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
      </label>
      <ErrorText error={remove.error} />
      <button
        type="button"
        data-variant="danger"
        disabled={typed.trim().toLowerCase() !== confirmation || !password || remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setSession(null);
              window.location.replace(appPath("/register"));
            },
          })
        }
      >
        <Trans>Delete my account</Trans>
      </button>
    </section>
  );
}
