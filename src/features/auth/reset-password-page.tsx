import { t } from "@lingui/core/macro";
import { useState, type AnchorHTMLAttributes } from "react";
import { ErrorText } from "../../components/ui/error-text";
import styles from "./auth.module.css";
import { resetPassword } from "./sign-in-ways-api";
import { useFormAction } from "./use-auth-form";

interface Props {
  /** The token of the mailed link. */
  token: string;
  signInLink: AnchorHTMLAttributes<HTMLAnchorElement>;
  /** The page asking for a new link, for a link that is used or expired. */
  forgotLink: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** The page of the mailed link: a new password, after which every session of the account has ended. */
export function ResetPasswordPage({ token, signInLink, forgotLink }: Props) {
  const [done, setDone] = useState(false);
  const form = useFormAction(async (data) => {
    await resetPassword(token, String(data.get("password")));
    setDone(true);
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1 tabIndex={-1}>{t`Choose a new password`}</h1>
        {done ? (
          <p role="status">{t`Your password has been changed, and every session of your account has been signed out.`}</p>
        ) : (
          <>
            <label className="field">
              <span>{t`New password (at least 8 characters)`}</span>
              <input name="password" type="password" autoComplete="new-password" minLength={8} required />
            </label>
            <ErrorText error={form.error} />
            <button type="submit" data-variant="primary" className={styles.submit} disabled={form.pending}>
              {form.pending ? t`Saving…` : t`Set the new password`}
            </button>
            {form.error !== null && (
              <p>
                <a {...forgotLink}>{t`Ask for a new link`}</a>
              </p>
            )}
          </>
        )}
        <p>
          <a {...signInLink}>{t`Sign in`}</a>
        </p>
      </form>
    </main>
  );
}
