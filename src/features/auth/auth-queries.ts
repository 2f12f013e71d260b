import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { getSession } from "../../api/session";
import { authEndpoints } from "../../../contract/auth";
import { setGroupCurrency } from "../../components/format/money";
import { rememberedSelf, rememberSelf } from "./self-cache";

/**
 * The signed-in user, group, role and currency, remembered in localStorage per session token so a page load
 * does not ask again; account, group and live "group" events refresh it.
 */
export const authQueries = {
  self: () =>
    queryOptions({
      queryKey: ["self"] as const,
      queryFn: async ({ signal }) => {
        const token = getSession()?.token;
        const self = await call(authEndpoints.self, { signal });
        rememberSelf(token, self);
        setGroupCurrency(self.item.currency);
        return self;
      },
      initialData: () => {
        const self = rememberedSelf(getSession()?.token)?.self;
        setGroupCurrency(self?.item.currency);
        return self;
      },
      initialDataUpdatedAt: () => rememberedSelf(getSession()?.token)?.at,
      staleTime: Infinity,
    }),
};
