import { t } from "@lingui/core/macro";
import type { AnchorHTMLAttributes } from "react";
import { ErrorText } from "../../components/ui/error-text";
import { signIn } from "./auth-api";
import styles from "./auth.module.css";
import { linkAndSignIn, oidcStartUrl, type OidcReturn, type OidcSettings } from "./oidc-api";
import { oidcErrorMessage } from "./oidc-messages";
import { useFormAction } from "./use-auth-form";

interface Props {
  next: string;
  registrationOpen: boolean;
  onSignedIn: (next: string) => Promise<void>;
  /** The link to the first-account page (switches in place, auth-pages.tsx). */
  registerLink: AnchorHTMLAttributes<HTMLAnchorElement>;
  /** "Forgot password?", where the instance can mail a reset link. */
  forgotLink?: AnchorHTMLAttributes<HTMLAnchorElement>;
  oidc: OidcSettings;
  /** What a sign-in at the provider came back with: a refusal, or an identity to link by password. */
  oidcReturn: OidcReturn;
}

/**
 * Sign-in; afterwards the app opens on the page the user wanted. With single sign-on its button comes
 * first, and alone when e-mail and password are turned off; an identity to link asks for the password once.
 */
export function SignInPage({ next, registrationOpen, onSignedIn, registerLink, forgotLink, oidc, oidcReturn }: Props) {
  const { link, error } = oidcReturn;
  const local = !oidc.enabled || oidc.allowLocal || link !== undefined;
  const form = useFormAction(async (data) => {
    const input = {
      email: String(data.get("email")),
      password: String(data.get("password")),
      stayLoggedIn: data.get("stayLoggedIn") === "on",
    };
    await (link ? linkAndSignIn({ ...input, ticket: link.ticket }) : signIn(input));
    await onSignedIn(next);
  });

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1 tabIndex={-1}>{link ? t`Link your sign-in` : t`Sign in`}</h1>
        {error && <p role="alert">{oidcErrorMessage(error)}</p>}
        {link && (
          <p>{t`An account with ${link.email} exists already. Enter its password once to link it to your sign-in provider.`}</p>
        )}
        {oidc.enabled && !link && (
          <a className={styles.provider} href={oidcStartUrl(next)}>
            {oidc.buttonText || t`Sign in with single sign-on`}
          </a>
        )}
        {local && (
          <>
            <label className="field">
              <span>{t`Email`}</span>
              <input
                name="email"
                type="email"
                autoComplete="username"
                required
                {...(link ? { defaultValue: link.email, readOnly: true } : {})}
              />
            </label>
            <label className="field">
              <span>{t`Password`}</span>
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
            {forgotLink && !link && (
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
              {form.pending ? t`Signing in…` : link ? t`Link and sign in` : t`Sign in`}
            </button>
          </>
        )}
        {registrationOpen && local && !link && (
          <p>
            {t`New here?`} <a {...registerLink}>{t`Create an account`}</a>
          </p>
        )}
      </form>
    </main>
  );
}
