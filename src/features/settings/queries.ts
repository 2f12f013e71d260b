import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { accountEndpoints, apiKeyEndpoints } from "../../../contract/account";
import { groupEndpoints, memberEndpoints } from "../../../contract/group";
import { invitationEndpoints } from "../../../contract/invitation";

/** The one query-key factory of the settings feature: the account's and the selected group's. */
export const settingsQueries = {
  all: ["settings"] as const,
  groups: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "groups"] as const,
      queryFn: ({ signal }) => call(groupEndpoints.all, { signal }),
    }),
  group: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "group"] as const,
      queryFn: ({ signal }) => call(groupEndpoints.get, { signal }),
    }),
  members: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "members"] as const,
      queryFn: ({ signal }) => call(memberEndpoints.list, { signal }),
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "invitations"] as const,
      queryFn: ({ signal }) => call(invitationEndpoints.list, { signal }),
    }),
  apiKeys: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "api-keys"] as const,
      queryFn: ({ signal }) => call(apiKeyEndpoints.list, { signal }),
    }),
  userSettings: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "user-settings"] as const,
      queryFn: ({ signal }) => call(accountEndpoints.settings, { signal }),
    }),
  currencies: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "currencies"] as const,
      queryFn: ({ signal }) => call(groupEndpoints.currencies, { signal }),
      staleTime: Infinity,
    }),
};
