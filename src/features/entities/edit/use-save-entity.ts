import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callWithEtag } from "../../../api/client";
import type { EntityUpdateInput } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { entityQueries } from "../../../api/entity-queries";

interface SaveInput {
  body: EntityUpdateInput;
  etag: string | null;
}

/**
 * PUT of the full body with If-Match. On success the detail cache gets the answer and its new ETag,
 * and every other entity query (lists, paths, tree, children's details: a move changes them) refetches.
 */
export function useSaveEntity(id: string) {
  const queryClient = useQueryClient();
  const detailKey = entityQueries.detail(id).queryKey;
  return useMutation({
    mutationFn: ({ body, etag }: SaveInput) =>
      callWithEtag(entityEndpoints.replace, { params: { id }, body, ifMatch: etag ?? undefined }),
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey, saved);
      void queryClient.invalidateQueries({
        queryKey: entityQueries.all,
        predicate: (q) => !entityQueries.isDetail(q.queryKey, id),
      });
    },
  });
}

/** The stored entity and its ETag, read fresh after a 412 (the 412 body has no ETag). */
export function useFetchLatest(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...entityQueries.detail(id), staleTime: 0 });
}
