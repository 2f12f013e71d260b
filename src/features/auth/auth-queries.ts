import { queryOptions } from "@tanstack/react-query";
import { apiRequest, getSession } from "../../api/client";
import { SelfResult } from "../../api/contract";
import { rememberedSelf, rememberSelf } from "./self-cache";

/**
 * The signed-in user, for the header: fetched once per session (its token) and remembered in
 * localStorage, so a page load does not ask again. Nothing in the app changes the user's own name.
 */
export const authQueries = {
  self: () =>
    queryOptions({
      queryKey: ["self"] as const,
      queryFn: async ({ signal }) => {
        const token = getSession()?.token;
        const self = await apiRequest("/v1/users/self", { schema: SelfResult, signal });
        rememberSelf(token, self);
        return self;
      },
      initialData: () => rememberedSelf(getSession()?.token)?.self,
      initialDataUpdatedAt: () => rememberedSelf(getSession()?.token)?.at,
      staleTime: Infinity,
    }),
};
