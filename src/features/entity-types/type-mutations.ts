import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { EntityTypeOut, type EntityTypeInput } from "../../../contract/entity-type";
import { entityTypeQueries } from "./queries";

/** Types decide what is a location, so a change re-resolves locations: refresh entities too. */
const meta = { invalidates: [entityTypeQueries.all().queryKey, ["entities"]] };

export function useCreateType() {
  return useMutation({
    mutationFn: (body: EntityTypeInput) =>
      apiRequest("/v1/entity-types", { method: "POST", body, schema: EntityTypeOut }),
    meta: { ...meta, inlineErrors: true },
  });
}

export function useUpdateType() {
  return useMutation({
    mutationFn: ({ type, change }: { type: EntityTypeOut; change: Partial<EntityTypeInput> }) =>
      apiRequest(`/v1/entity-types/${type.id}`, {
        method: "PUT",
        body: { name: type.name, isLocation: type.isLocation, icon: type.icon, ...change },
        schema: EntityTypeOut,
      }),
    meta,
  });
}

/** A type still in use answers 409; the page shows the service's sentence next to the type. */
export function useDeleteType() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/v1/entity-types/${id}`, { method: "DELETE" }),
    meta: { ...meta, inlineErrors: true },
  });
}
