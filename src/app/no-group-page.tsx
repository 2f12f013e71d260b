import { t } from "@lingui/core/macro";
import { groupEndpoints } from "../../contract/group";
import { invitationEndpoints } from "../../contract/invitation";
import { call } from "../api/client";
import { switchTenant } from "../api/tenant";
import { ErrorText } from "../components/ui/error-text";
import { signOut } from "../features/auth/auth-api";
import styles from "../features/auth/auth.module.css";
import { useFormAction } from "../features/auth/use-auth-form";

/** The token of an invite link (`…/register?token=…`), or the pasted or scanned text itself when it is no link. */
export function invitationToken(text: string): string {
  const trimmed = text.trim();
  try {
    return new URL(trimmed).searchParams.get("token") ?? trimmed;
  } catch {
    return trimmed;
  }
}

/**
 * A signed-in user in no group (removed from the last one, or it was deleted): every page would be
 * refused, so this one offers the two ways back in, a group of their own or an invitation. Either loads
 * the app afresh in the new group, since every remembered answer belongs to the old one.
 */
export function NoGroupPage({ userName }: { userName?: string }) {
  const create = useFormAction(async (data) => {
    const group = await call(groupEndpoints.create, { body: { name: String(data.get("name")).trim() } });
    switchTenant(group.id);
  });
  const join = useFormAction(async (data) => {
    const token = invitationToken(String(data.get("invitation")));
    const group = await call(invitationEndpoints.join, { params: { token } });
    switchTenant(group.id);
  });
  const pending = create.pending || join.pending;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>{t`You are in no group`}</h1>
        <p>{t`You were removed from your last group, or it was deleted. Start a group of your own, or join one with an invitation.`}</p>
        <form className={styles.section} onSubmit={create.onSubmit} aria-labelledby="no-group-start">
          <h2 id="no-group-start">{t`Start a group`}</h2>
          <label className="field">
            <span>{t`Group name`}</span>
            <input name="name" required maxLength={255} defaultValue={userName ? t`${userName}'s Home` : ""} />
          </label>
          <ErrorText error={create.error} />
          <button type="submit" data-variant="primary" className={styles.submit} disabled={pending}>
            {t`Create group`}
          </button>
        </form>
        <form className={styles.section} onSubmit={join.onSubmit} aria-labelledby="no-group-join">
          <h2 id="no-group-join">{t`Join with an invitation`}</h2>
          <label className="field">
            <span>{t`Invitation link or code`}</span>
            <input name="invitation" required autoComplete="off" aria-describedby="no-group-join-hint" />
          </label>
          <p id="no-group-join-hint" className="muted">
            {t`Paste the link you were sent, or scan its QR code with a barcode scanner into this field.`}
          </p>
          <ErrorText error={join.error} />
          <button type="submit" className={styles.submit} disabled={pending}>
            {t`Join group`}
          </button>
        </form>
        <button type="button" className={styles.section} onClick={() => void signOut()}>
          {t`Sign out`}
        </button>
      </div>
    </main>
  );
}
