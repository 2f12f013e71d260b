import { ErrorText } from "../../components/ui/error-text";
import { register, signIn } from "./auth-api";
import styles from "./auth.module.css";
import { useFormAction, useRegistrationOpen } from "./use-auth-form";

/** Creates an account (the first one on a fresh instance) and signs straight in. */
export function FirstAccountPage({ next }: { next: string }) {
  const registrationOpen = useRegistrationOpen();
  const form = useFormAction(async (data) => {
    const input = {
      name: String(data.get("name")),
      email: String(data.get("email")),
      password: String(data.get("password")),
    };
    await register(input);
    await signIn({ email: input.email, password: input.password, stayLoggedIn: false });
    window.location.replace(next);
  });
  const signInHref = `/sign-in?chosen=1${next === "/" ? "" : `&next=${encodeURIComponent(next)}`}`;

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={form.onSubmit}>
        <h1>Create your account</h1>
        {registrationOpen === false && (
          <p role="alert">Registration is closed on this instance. Ask an administrator for an account.</p>
        )}
        <label className="field">
          <span>Name</span>
          <input name="name" autoComplete="name" required />
        </label>
        <label className="field">
          <span>Email</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>Password (at least 8 characters)</span>
          <input name="password" type="password" autoComplete="new-password" minLength={8} required />
        </label>
        <ErrorText error={form.error} />
        <button type="submit" data-variant="primary" className={styles.submit} disabled={form.pending}>
          {form.pending ? "Creating…" : "Create account"}
        </button>
        <p>
          Already have an account? <a href={signInHref}>Sign in</a>
        </p>
      </form>
    </main>
  );
}
