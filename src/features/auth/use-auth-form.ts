import { useEffect, useState, type FormEvent } from "react";
import { fetchStatus } from "./auth-api";

/** Whether this instance accepts new accounts (null while unknown). */
export function useRegistrationOpen(): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    fetchStatus().then(
      (s) => live && setOpen(s.allowRegistration),
      () => live && setOpen(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return open;
}

/** Submit state of a small form: pending while the action runs, its error afterwards. */
export function useFormAction(action: (form: FormData) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await action(new FormData(event.currentTarget));
    } catch (e) {
      setError(e);
      setPending(false);
    }
  }
  return { pending, error, onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e) };
}
