import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { call } from "../../api/client";
import { ROLES, type Role } from "../../../contract/role";
import { invitationEndpoints, type InvitationOut } from "../../../contract/invitation";
import { formatDate } from "../../components/format/date";
import { ErrorText } from "../../components/ui/error-text";
import { CopyButton } from "./copy-button";
import { InviteQr } from "./invite-qr";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";
import { appPath } from "../../api/base-path";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations (owners): a link with a token shown once, its QR code, and the list with uses left and revoke. */
export function InvitationsSection() {
  const { t } = useLingui();
  const invitations = useQuery(settingsQueries.invitations());
  const [link, setLink] = useState<string | null>(null);
  const create = useSettingsMutation((body: { uses: number; expiresAt: string; role: Role }) =>
    call(invitationEndpoints.create, { body }),
  );
  const revoke = useSettingsMutation((id: string) => call(invitationEndpoints.remove, { params: { id } }));

  function onCreate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const days = Number(data.get("days"));
    const body = {
      uses: Number(data.get("uses")),
      expiresAt: new Date(Date.now() + days * DAY_MS).toISOString(),
      role: data.get("role") as Role,
    };
    create.mutate(body, {
      onSuccess: (created) => setLink(`${window.location.origin}${appPath(`/register?token=${created.token}`)}`),
    });
  }

  return (
    <section className={styles.section} aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t`Invitations`}</h2>
      <form className={styles.row} onSubmit={onCreate}>
        <label className="field">
          <span>{t`Uses`}</span>
          <input name="uses" type="number" min={1} max={100} defaultValue={1} required />
        </label>
        <label className="field">
          <span>{t`Valid for days`}</span>
          <input name="days" type="number" min={1} max={365} defaultValue={7} required />
        </label>
        <label className="field">
          <span>{t`Role of the invited`}</span>
          <select name="role" defaultValue="editor">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" data-variant="primary" disabled={create.isPending}>{t`Create invitation`}</button>
      </form>
      <ErrorText error={create.error ?? revoke.error} />
      {link && (
        <div role="status">
          <p>{t`Send this link (shown only now):`}</p>
          <label className="field">
            <span>{t`Invite link`}</span>
            <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <CopyButton text={link} label={t`Copy link`} />
          <InviteQr link={link} />
        </div>
      )}
      {/* Expired and used-up ones stay in the answer; as of the list's own time they are over. */}
      <ul className={styles.list} aria-label={t`Invitations`}>
        {invitations.data
          ?.filter((i) => i.uses > 0 && Date.parse(i.expiresAt) > invitations.dataUpdatedAt)
          .map((i) => (
            <InvitationRow key={i.id} invitation={i} onRevoke={() => revoke.mutate(i.id)} />
          ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation, onRevoke }: { invitation: InvitationOut; onRevoke: () => void }) {
  const { role, uses } = invitation;
  const until = formatDate(invitation.expiresAt);
  return (
    <li>
      <span>
        <Plural
          value={uses}
          one={`${role}: # use left, until ${until}`}
          other={`${role}: # uses left, until ${until}`}
        />
      </span>
      <button type="button" data-variant="danger" onClick={onRevoke}>
        <Trans>Revoke</Trans>
      </button>
    </li>
  );
}
