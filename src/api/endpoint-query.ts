import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { CallArgs, Endpoint } from "../../contract/endpoint";
import { call, type CallOptions } from "./client";

/** A feature's query of one endpoint: its key and the call, which React Query cancels through `signal`. */
export function endpointQuery<const K extends QueryKey, E extends Endpoint>(
  queryKey: K,
  endpoint: E,
  ...[input]: CallArgs<E>
) {
  // The caller's key names what the endpoint's input depends on.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, ...([{ ...input, signal }] as CallArgs<E, CallOptions>)),
  });
}
