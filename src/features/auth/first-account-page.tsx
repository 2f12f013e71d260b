import { t } from "@lingui/core/macro";
import type { AnchorHTMLAttributes } from "react";
import { ErrorText } from "../../components/ui/error-text";
import { register, signIn } from "./auth-api";
import styles from "./auth.module.css";
import { useFormAction } from "./use-auth-form";

interface Props {
  next: string;
  registrationOpen: boolean;
  onSignedIn: (next: string) => Promise<void>;
  /** The link to the sign-in page (switches in place, auth-pages.tsx). */
  signInLink: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** Creates an account (the first one on a fresh instance) and signs straight in. */
export function FirstAccountPage({ next, registrationOpen, onSignedIn, signInLink }: Props) {
  const form = useFormAction(async (data) => {
    const input = {
      name: String(data.get("name")),
      email: String(data.get("email")),
      password: String(data.get("password")),
    };
    await register(input);
    await signIn({ email: input.email, password: input.password, stayLoggedIn: false });
    await onSignedIn(next);
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1 tabIndex={-1}>{t`Create your account`}</h1>
        {!registrationOpen && (
          <p role="alert">{t`Registration is closed on this instance. Ask an administrator for an account.`}</p>
        )}
        <label className="field">
          <span>{t`Name`}</span>
          <input name="name" autoComplete="name" required />
        </label>
        <label className="field">
          <span>{t`Email`}</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>{t`Password (at least 8 characters)`}</span>
          <input name="password" type="password" autoComplete="new-password" minLength={8} required />
        </label>
        <ErrorText error={form.error} />
        <button type="submit" data-variant="primary" className={styles.submit} disabled={form.pending}>
          {form.pending ? t`Creating…` : t`Create account`}
        </button>
        <p>
          {t`Already have an account?`} <a {...signInLink}>{t`Sign in`}</a>
        </p>
      </form>
    </main>
  );
}
