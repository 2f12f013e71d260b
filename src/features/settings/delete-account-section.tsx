import { useState } from "react";
import { apiRequest, setSession } from "../../api/client";
import { ErrorText } from "../../components/ui/error-text";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";

const CONFIRMATION = "delete my account";

/** Deletes the account after the user types the confirmation; groups only they belong to go with it. */
export function DeleteAccountSection() {
  const [typed, setTyped] = useState("");
  const remove = useSettingsMutation(() => apiRequest("/v1/users/self", { method: "DELETE" }));
  return (
    <section className={styles.section} aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Your account goes, and with it every group you are the only member of, with all its items and files. This cannot
        be undone.
      </p>
      <label className="field">
        <span>Type “{CONFIRMATION}” to confirm</span>
        <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </label>
      <ErrorText error={remove.error} />
      <button
        type="button"
        data-variant="danger"
        disabled={typed.trim().toLowerCase() !== CONFIRMATION || remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setSession(null);
              window.location.replace("/register");
            },
          })
        }
      >
        Delete my account
      </button>
    </section>
  );
}
