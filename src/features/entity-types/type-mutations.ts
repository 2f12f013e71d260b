import { useMutation } from "@tanstack/react-query";
import { call } from "../../api/client";
import { entityTypeEndpoints, type EntityTypeInput, type EntityTypeOut } from "../../../contract/entity-type";
import { entityTypeQueries } from "./queries";

/** Types decide what is a location, so a change re-resolves locations: refresh entities too. */
const meta = { invalidates: [entityTypeQueries.all().queryKey, ["entities"]] };

export function useCreateType() {
  return useMutation({
    mutationFn: (body: EntityTypeInput) => call(entityTypeEndpoints.create, { body }),
    meta: { ...meta, inlineErrors: true },
  });
}

export function useUpdateType() {
  return useMutation({
    mutationFn: ({ type, change }: { type: EntityTypeOut; change: Partial<EntityTypeInput> }) =>
      call(entityTypeEndpoints.replace, {
        params: { id: type.id },
        body: { name: type.name, isLocation: type.isLocation, icon: type.icon, ...change },
      }),
    meta,
  });
}

/** A type still in use answers 409; the page shows the service's sentence next to the type. */
export function useDeleteType() {
  return useMutation({
    mutationFn: (id: string) => call(entityTypeEndpoints.remove, { params: { id } }),
    meta: { ...meta, inlineErrors: true },
  });
}
