import { useState, type FormEvent } from "react";

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
