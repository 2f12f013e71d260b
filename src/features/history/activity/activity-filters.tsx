import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CHANGE_ACTIONS } from "../../../../contract/history";
import { settingsQueries } from "../../settings";
import { paths } from "../../../routing/paths";
import type { ActivityUrl } from "./activity-url";
import { actionWords } from "../change-words";

interface Props {
  state: ActivityUrl;
  /** Sets some filters; any change goes back to the first page. */
  onChange: (next: Partial<ActivityUrl>) => void;
}

/** Who, what and when; an entity or batch the URL names shows as a filter that can be dropped. */
export function ActivityFilters({ state, onChange }: Props) {
  const members = useQuery(settingsQueries.members());
  const set = (key: keyof ActivityUrl) => (e: { target: { value: string } }) =>
    onChange({ [key]: e.target.value || undefined });

  return (
    <search className="inline-form">
      <label className="field">
        <span>{t`Who`}</span>
        <select value={state.actor ?? ""} onChange={set("actor")}>
          <option value="">{t`Everyone`}</option>
          {members.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t`What`}</span>
        <select value={state.action ?? ""} onChange={set("action")}>
          <option value="">{t`Any change`}</option>
          {CHANGE_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionWords(action)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t`From`}</span>
        <input type="date" value={state.from ?? ""} max={state.to} onChange={set("from")} />
      </label>
      <label className="field">
        <span>{t`To`}</span>
        <input type="date" value={state.to ?? ""} min={state.from} onChange={set("to")} />
      </label>
      {state.entity && (
        <p>
          {t`Only one entity.`} <Link to={paths.activity()}>{t`Show all changes`}</Link>
        </p>
      )}
      {state.batch && (
        <p>
          {t`Only one batch of changes.`} <Link to={paths.activity()}>{t`Show all changes`}</Link>
        </p>
      )}
    </search>
  );
}
