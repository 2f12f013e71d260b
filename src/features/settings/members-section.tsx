import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/client";
import { switchTenant } from "../../api/tenant";
import { memberEndpoints } from "../../../contract/group";
import { ROLES, type Role } from "../../../contract/role";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { authQueries, useIsOwner } from "../auth";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";

/** The group's members with their roles; owners change roles and remove members, anyone may leave. */
export function MembersSection() {
  const { t } = useLingui();
  const owner = useIsOwner();
  const self = useQuery(authQueries.self());
  const members = useQuery(settingsQueries.members());
  const setRole = useSettingsMutation(({ id, role }: { id: string; role: Role }) =>
    call(memberEndpoints.update, { params: { userId: id }, body: { role } }),
  );
  const remove = useSettingsMutation((id: string) => call(memberEndpoints.remove, { params: { userId: id } }));
  const me = self.data?.item.id;

  return (
    <section className={styles.section} aria-labelledby="members-title">
      <h2 id="members-title">{t`Members`}</h2>
      <ErrorText error={members.error ?? setRole.error ?? remove.error} />
      <ul className={styles.list} aria-label={t`Members`}>
        {members.data?.map((m) => (
          <li key={m.id}>
            <span>
              {m.name} <span className="muted">{m.email}</span>
            </span>
            {owner ? (
              <label>
                <span className="visually-hidden">{t`Role of ${m.name}`}</span>
                <select value={m.role} onChange={(e) => setRole.mutate({ id: m.id, role: e.target.value as Role })}>
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <span>{m.role}</span>
            )}
            {(owner || m.id === me) && (
              <ConfirmDialog
                trigger={
                  <button
                    type="button"
                    data-variant="danger"
                    aria-label={m.id === me ? t`Leave the group` : t`Remove ${m.name}`}
                  >
                    {m.id === me ? t`Leave` : t`Remove`}
                  </button>
                }
                title={m.id === me ? t`Leave this group?` : t`Remove ${m.name}?`}
                description={
                  m.id === me ? t`You lose access to its inventory at once.` : t`${m.name} loses access at once.`
                }
                confirmLabel={m.id === me ? t`Leave` : t`Remove`}
                onConfirm={() => remove.mutate(m.id, { onSuccess: () => m.id === me && switchTenant(null) })}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
