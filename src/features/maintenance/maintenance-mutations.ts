import { useMutation } from "@tanstack/react-query";
import { call } from "../../api/client";
import { maintenanceEndpoints, type MaintenanceInputValues } from "../../../contract/maintenance";
import { maintenanceQueries } from "./queries";

/** Any change to an entry changes the entity's log and the group's: both refresh. */
const meta = { invalidates: [maintenanceQueries.all] };

/** Add to an entity's log (no id) or replace an entry (its id). */
export function useSaveEntry() {
  return useMutation({
    mutationFn: ({ entityId = "", id, body }: { entityId?: string; id?: string; body: MaintenanceInputValues }) =>
      id
        ? call(maintenanceEndpoints.replace, { params: { id }, body })
        : call(maintenanceEndpoints.add, { params: { id: entityId }, body }),
    meta: { ...meta, inlineErrors: true },
  });
}

export function useDeleteEntry() {
  return useMutation({
    mutationFn: (id: string) => call(maintenanceEndpoints.remove, { params: { id } }),
    meta,
  });
}
