import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { getSession } from "../../api/session";
import { authEndpoints } from "../../../contract/auth";
import { setGroupCurrency } from "../../components/format/money";
import { rememberedSelf, rememberSelf } from "./self-cache";

/** When this page was loaded: an answer remembered from before it is shown at once but asked again. */
const PAGE_LOADED_AT = Date.now();

/**
 * The signed-in user, group, role and currency, remembered in localStorage per session token so a page load
 * shows them at once; each page load asks once more (a role may have changed unheard), and account, group
 * and live "group" events refresh it.
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
      staleTime: (query) => (query.state.dataUpdatedAt < PAGE_LOADED_AT ? 0 : Infinity),
    }),
};
