import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authQueries } from "../auth";
import { settingsQueries } from "./queries";

/**
 * A settings change: afterwards the settings queries and the signed-in user (name, group, role, currency)
 * are read again, since most changes here touch one of them.
 */
export function useSettingsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsQueries.all });
      await queryClient.invalidateQueries({ queryKey: authQueries.self().queryKey });
    },
  });
}
