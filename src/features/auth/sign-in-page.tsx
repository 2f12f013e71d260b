import { t } from "@lingui/core/macro";
import type { AnchorHTMLAttributes } from "react";
import { ErrorText } from "../../components/ui/error-text";
import { signIn } from "./auth-api";
import styles from "./auth.module.css";
import { useFormAction } from "./use-auth-form";

interface Props {
  next: string;
  registrationOpen: boolean;
  onSignedIn: (next: string) => Promise<void>;
  /** The link to the first-account page (switches in place, auth-pages.tsx). */
  registerLink: AnchorHTMLAttributes<HTMLAnchorElement>;
  /** "Forgot password?", where the instance can mail a reset link. */
  forgotLink?: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** Sign-in; afterwards the app opens on the page the user wanted. */
export function SignInPage({ next, registrationOpen, onSignedIn, registerLink, forgotLink }: Props) {
  const form = useFormAction(async (data) => {
    await signIn({
      email: String(data.get("email")),
      password: String(data.get("password")),
      stayLoggedIn: data.get("stayLoggedIn") === "on",
    });
    await onSignedIn(next);
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1 tabIndex={-1}>{t`Sign in`}</h1>
        <label className="field">
          <span>{t`Email`}</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>{t`Password`}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {forgotLink && (
          <p>
            <a {...forgotLink}>{t`Forgot password?`}</a>
          </p>
        )}
        <label className={styles.check}>
          <input name="stayLoggedIn" type="checkbox" />
          {t`Stay signed in for 4 weeks`}
        </label>
        <ErrorText error={form.error} />
        <button type="submit" data-variant="primary" className={styles.submit} disabled={form.pending}>
          {form.pending ? t`Signing in…` : t`Sign in`}
        </button>
        {registrationOpen && (
          <p>
            {t`New here?`} <a {...registerLink}>{t`Create an account`}</a>
          </p>
        )}
      </form>
    </main>
  );
}
