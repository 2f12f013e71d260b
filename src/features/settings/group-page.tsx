import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { apiRequest } from "../../api/client";
import { GroupOut } from "../../api/contract";
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
  usePageTitle("Group");
  const owner = useIsOwner();
  const group = useQuery(settingsQueries.group());
  const currencies = useQuery({ ...settingsQueries.currencies(), enabled: owner });
  const save = useSettingsMutation((body: { name: string; currency: string }) =>
    apiRequest("/v1/groups", { method: "PUT", body, schema: GroupOut }),
  );

  function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    save.mutate({ name: String(data.get("name")), currency: String(data.get("currency")) });
  }

  if (!group.data) return <ErrorText error={group.error} />;
  const g = group.data;
  return (
    <>
      <h1>Group</h1>
      {owner ? (
        <form className={styles.section} onSubmit={onSave} aria-labelledby="group-title">
          <h2 id="group-title">Name and currency</h2>
          <label className="field">
            <span>Group name</span>
            <input name="name" defaultValue={g.name} required maxLength={255} />
          </label>
          <label className="field">
            <span>Currency</span>
            <select name="currency" defaultValue={g.currency} key={`${g.currency}-${currencies.data?.length ?? 0}`}>
              {(currencies.data ?? [{ code: g.currency, name: g.currency }]).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} — {c.name}
                </option>
              ))}
            </select>
          </label>
          <ErrorText error={save.error} />
          {save.isSuccess && <p role="status">Saved.</p>}
          <button type="submit" data-variant="primary" disabled={save.isPending}>
            Save group
          </button>
        </form>
      ) : (
        <p>
          {g.name}, prices in {g.currency}. You are {g.role === "viewer" ? "a viewer" : "an editor"} here.
        </p>
      )}
      <MembersSection />
      {owner && <InvitationsSection />}
    </>
  );
}

export default GroupPage;
