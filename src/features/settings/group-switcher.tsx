import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { switchTenant } from "../../api/tenant";
import { authQueries } from "../auth";
import { settingsQueries } from "./queries";

/** In the header when the user belongs to several groups: picks the one the app works in (X-Tenant). */
export function GroupSwitcher() {
  const self = useQuery(authQueries.self());
  const several = (self.data?.item.groupIds.length ?? 0) > 1;
  const groups = useQuery({ ...settingsQueries.groups(), enabled: several });
  if (!several || !groups.data || !self.data) return null;
  return (
    <label>
      <span className="visually-hidden">
        <Trans>Group</Trans>
      </span>
      <select value={self.data.item.groupId} onChange={(e) => switchTenant(e.target.value)}>
        {groups.data.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </label>
  );
}
