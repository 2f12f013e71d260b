import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { groupEndpoints } from "../../../contract/group";
import { invitationEndpoints } from "../../../contract/invitation";
import { call } from "../../api/client";
import { switchTenant } from "../../api/tenant";
import { ErrorText } from "../../components/ui/error-text";
import { authQueries } from "./auth-queries";
import { signOut } from "./auth-api";
import styles from "./auth.module.css";

/** The token of an invite link (`…/register?token=…`), or the pasted text itself when it is no link. */
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
 * refused, so this one offers the two ways back in, a group of their own or an invitation.
 */
export function NoGroupPage({ userName }: { userName: string }) {
  const queryClient = useQueryClient();
  const enter = useMutation({
    mutationFn: async (join: () => Promise<{ id: string }>) => {
      const group = await join();
      // The remembered answer still says "no group": ask again before the app loads in the new group.
      await queryClient.fetchQuery({ ...authQueries.self(), staleTime: 0 });
      return group;
    },
    onSuccess: (group) => switchTenant(group.id),
  });

  function onCreate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get("name"));
    enter.mutate(() => call(groupEndpoints.create, { body: { name } }));
  }
  function onJoin(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const token = invitationToken(String(new FormData(e.currentTarget).get("invitation")));
    enter.mutate(() => call(invitationEndpoints.join, { params: { token } }));
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1>{t`You are in no group`}</h1>
        <p>{t`You were removed from your last group, or it was deleted. Start a group of your own, or join one with an invitation.`}</p>
        <form onSubmit={onCreate} aria-labelledby="new-group-title">
          <h2 id="new-group-title">{t`Start a group`}</h2>
          <label className="field">
            <span>{t`Group name`}</span>
            <input name="name" required maxLength={255} defaultValue={t`${userName}'s Home`} />
          </label>
          <button type="submit" data-variant="primary" disabled={enter.isPending}>{t`Create group`}</button>
        </form>
        <form onSubmit={onJoin} aria-labelledby="join-title">
          <h2 id="join-title">{t`Join with an invitation`}</h2>
          <label className="field">
            <span>{t`Invitation link or code`}</span>
            <input name="invitation" required autoComplete="off" />
          </label>
          <p className="muted">{t`Paste the link you were sent, or scan its QR code with a barcode scanner into this field.`}</p>
          <button type="submit" disabled={enter.isPending}>{t`Join group`}</button>
        </form>
        <ErrorText error={enter.error} />
        <button type="button" onClick={() => void signOut()}>
          {t`Sign out`}
        </button>
      </div>
    </main>
  );
}
