import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { call } from "../../api/client";
import { groupEndpoints } from "../../../contract/group";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { useIsOwner } from "../auth";
import { InvitationsSection } from "./invitations-section";
import { MembersSection } from "./members-section";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";

/** `/settings/group`: the selected group's name and currency, its members and invitations (owners change them). */
export function GroupPage() {
  const { t } = useLingui();
  usePageTitle(t`Group`);
  const owner = useIsOwner();
  const group = useQuery(settingsQueries.group());
  const currencies = useQuery({ ...settingsQueries.currencies(), enabled: owner });
  const save = useSettingsMutation((body: { name: string; currency: string }) => call(groupEndpoints.update, { body }));

  function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    save.mutate({ name: String(data.get("name")), currency: String(data.get("currency")) });
  }

  if (!group.data) return <ErrorText error={group.error} />;
  const g = group.data;
  const groupName = g.name;
  const currency = g.currency;
  return (
    <>
      <h1>{t`Group`}</h1>
      {owner ? (
        <form className={styles.section} onSubmit={onSave} aria-labelledby="group-title">
          <h2 id="group-title">{t`Name and currency`}</h2>
          <label className="field">
            <span>{t`Group name`}</span>
            <input name="name" defaultValue={g.name} required maxLength={255} />
          </label>
          <label className="field">
            <span>{t`Currency`}</span>
            <select name="currency" defaultValue={g.currency} key={`${g.currency}-${currencies.data?.length ?? 0}`}>
              {(currencies.data ?? [{ code: g.currency, name: g.currency }]).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} — {c.name}
                </option>
              ))}
            </select>
          </label>
          <ErrorText error={save.error} />
          {save.isSuccess && <p role="status">{t`Saved.`}</p>}
          <button type="submit" data-variant="primary" disabled={save.isPending}>{t`Save group`}</button>
        </form>
      ) : (
        <p>
          {g.role === "viewer"
            ? t`${groupName}: prices in ${currency}. You are a viewer here.`
            : t`${groupName}: prices in ${currency}. You are an editor here.`}
        </p>
      )}
      <MembersSection />
      {owner && <InvitationsSection />}
    </>
  );
}

export default GroupPage;
