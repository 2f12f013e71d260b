import { endpointQuery } from "../../api/endpoint-query";
import { accountEndpoints, apiKeyEndpoints } from "../../../contract/account";
import { groupEndpoints, memberEndpoints } from "../../../contract/group";
import { invitationEndpoints } from "../../../contract/invitation";
import { oidcEndpoints } from "../../../contract/oidc";

/** The one query-key factory of the settings feature: the account's and the selected group's. */
export const settingsQueries = {
  all: ["settings"] as const,
  groups: () => endpointQuery([...settingsQueries.all, "groups"], groupEndpoints.all),
  group: () => endpointQuery([...settingsQueries.all, "group"], groupEndpoints.get),
  members: () => endpointQuery([...settingsQueries.all, "members"], memberEndpoints.list),
  invitations: () => endpointQuery([...settingsQueries.all, "invitations"], invitationEndpoints.list),
  apiKeys: () => endpointQuery([...settingsQueries.all, "api-keys"], apiKeyEndpoints.list),
  identities: () => endpointQuery([...settingsQueries.all, "identities"], oidcEndpoints.identities),
  userSettings: () => endpointQuery([...settingsQueries.all, "user-settings"], accountEndpoints.settings),
  currencies: () => ({
    ...endpointQuery([...settingsQueries.all, "currencies"], groupEndpoints.currencies),
    staleTime: Infinity,
  }),
};
