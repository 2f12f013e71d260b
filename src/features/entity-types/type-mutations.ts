import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { EntityTypeOut, type EntityTypeInput } from "../../../contract";
import { entityQueries } from "../entities";
import { entityTypeQueries } from "./queries";

/** Types decide what is a location, so a change re-resolves locations: refresh entities too. */
function useInvalidateTypes() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: entityTypeQueries.all().queryKey }),
      qc.invalidateQueries({ queryKey: entityQueries.all }),
    ]);
}

export function useCreateType() {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: (body: EntityTypeInput) =>
      apiRequest("/v1/entity-types", { method: "POST", body, schema: EntityTypeOut }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}

export function useUpdateType() {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: ({ type, change }: { type: EntityTypeOut; change: Partial<EntityTypeInput> }) =>
      apiRequest(`/v1/entity-types/${type.id}`, {
        method: "PUT",
        body: { name: type.name, isLocation: type.isLocation, icon: type.icon, ...change },
        schema: EntityTypeOut,
      }),
    onSuccess: invalidate,
  });
}

/** A type still in use answers 409; the page shows the service's sentence next to the type. */
export function useDeleteType() {
  const invalidate = useInvalidateTypes();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/entity-types/${id}`, { method: "DELETE" }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}
