import { useMutation } from "@tanstack/react-query";
import { authQueries } from "../auth";
import { settingsQueries } from "./queries";

/**
 * A settings change: afterwards the settings queries and the signed-in user (name, group, role, currency)
 * are read again, since most changes here touch one of them.
 */
export function useSettingsMutation<I, O>(fn: (input: I) => Promise<O>) {
  return useMutation({ mutationFn: fn, meta: { invalidates: [settingsQueries.all, authQueries.self().queryKey] } });
}
