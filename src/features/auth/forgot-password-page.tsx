import { t } from "@lingui/core/macro";
import { useState, type AnchorHTMLAttributes } from "react";
import { ErrorText } from "../../components/ui/error-text";
import styles from "./auth.module.css";
import { requestPasswordReset } from "./sign-in-ways-api";
import { useFormAction } from "./use-auth-form";

interface Props {
  /** The link back to the sign-in page (switches in place, auth-pages.tsx). */
  signInLink: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage({ signInLink }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormAction(async (data) => {
    const email = String(data.get("email"));
    await requestPasswordReset(email);
    setSentTo(email);
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1 tabIndex={-1}>{t`Reset your password`}</h1>
        {sentTo ? (
          <p role="status">
            {t`If ${sentTo} belongs to an account, a mail with a link to choose a new password is on its way. The link works only once and only for a while.`}
          </p>
        ) : (
          <>
            <p>{t`Enter the e-mail address of your account; we will mail you a link to choose a new password.`}</p>
            <label className="field">
              <span>{t`Email`}</span>
              <input name="email" type="email" autoComplete="username" required />
            </label>
            <ErrorText error={form.error} />
            <button type="submit" data-variant="primary" className={styles.submit} disabled={form.pending}>
              {form.pending ? t`Sending…` : t`Send the link`}
            </button>
          </>
        )}
        <p>
          <a {...signInLink}>{t`Back to sign-in`}</a>
        </p>
      </form>
    </main>
  );
}
