import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { MaintenanceEntry, type MaintenanceInputValues } from "../../../contract";
import { maintenanceQueries } from "./queries";

/** Any change to an entry changes the entity's log and the group's: both refresh. */
function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: maintenanceQueries.all });
}

/** Add to an entity's log (no id) or replace an entry (its id). */
export function useSaveEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ entityId, id, body }: { entityId?: string; id?: string; body: MaintenanceInputValues }) =>
      apiRequest(id ? `/v1/maintenance/${id}` : `/v1/entities/${entityId}/maintenance`, {
        method: id ? "PUT" : "POST",
        body,
        schema: MaintenanceEntry,
      }),
    meta: { inlineErrors: true },
    onSuccess: refresh,
  });
}

export function useDeleteEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/maintenance/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
}
