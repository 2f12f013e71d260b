import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { ApiKeyOut, SettingsResult } from "../../../contract/account";
import { CurrencyOut, GroupOut, MemberOut } from "../../../contract/group";
import { InvitationOut } from "../../../contract/invitation";

/** The one query-key factory of the settings feature: the account's and the selected group's. */
export const settingsQueries = {
  all: ["settings"] as const,
  groups: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "groups"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/groups/all", { schema: z.array(GroupOut), signal }),
    }),
  group: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "group"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/groups", { schema: GroupOut, signal }),
    }),
  members: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "members"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/groups/members", { schema: z.array(MemberOut), signal }),
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "invitations"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/groups/invitations", { schema: z.array(InvitationOut), signal }),
    }),
  apiKeys: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "api-keys"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/users/self/api-keys", { schema: z.array(ApiKeyOut), signal }),
    }),
  userSettings: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "user-settings"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/users/self/settings", { schema: SettingsResult, signal }),
    }),
  currencies: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, "currencies"] as const,
      queryFn: ({ signal }) => apiRequest("/v1/currencies", { schema: z.array(CurrencyOut), signal }),
      staleTime: Infinity,
    }),
};
