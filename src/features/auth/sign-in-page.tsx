import { useEffect } from "react";
import { ErrorText } from "../../components/ui/error-text";
import { signIn } from "./auth-api";
import styles from "./auth.module.css";
import { signedInBefore } from "./session";
import { useFormAction, useRegistrationOpen } from "./use-auth-form";

interface Props {
  next: string;
  /** The user came here on purpose (link from the account page): do not send them back there. */
  chosen: boolean;
}

/** Sign-in; afterwards the app loads on the page the user wanted. */
export function SignInPage({ next, chosen }: Props) {
  const registrationOpen = useRegistrationOpen();
  const form = useFormAction(async (data) => {
    await signIn({
      email: String(data.get("email")),
      password: String(data.get("password")),
      stayLoggedIn: data.get("stayLoggedIn") === "on",
    });
    window.location.replace(next);
  });
  const nextQuery = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;

  // A fresh browser on an instance without accounts is setting up the first one.
  const toRegister = registrationOpen === true && !signedInBefore.get() && !chosen;
  useEffect(() => {
    if (toRegister) window.location.replace(`/register${nextQuery}`);
  }, [toRegister, nextQuery]);
  if (toRegister) return null;

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1>Sign in</h1>
        <label className="field">
          <span>Email</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label className={styles.check}>
          <input name="stayLoggedIn" type="checkbox" />
          Stay signed in for 4 weeks
        </label>
        <ErrorText error={form.error} />
        <button type="submit" data-variant="primary" className={styles.submit} disabled={form.pending}>
          {form.pending ? "Signing in…" : "Sign in"}
        </button>
        {registrationOpen && (
          <p>
            New here? <a href={`/register${nextQuery}`}>Create an account</a>
          </p>
        )}
      </form>
    </main>
  );
}
