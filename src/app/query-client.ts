import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/client";
import { errorMessage } from "../components/ui/error-text";
import { toastStore } from "../components/ui/toast-store";

declare module "@tanstack/react-query" {
  interface Register {
    /**
     * `inlineErrors`: the form shows the error next to its fields, so no toast. `deletesEntity`: the
     * mutation's variables are an entity id this tab deletes (live updates leave its queries alone).
     */
    mutationMeta: { inlineErrors?: boolean; deletesEntity?: boolean };
  }
}

/**
 * A client error (4xx) will not go away by asking again, nor will an answer that failed the contract's
 * parse (an ApiError with a 2xx status, client.ts).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, staleTime: 10_000 } },
    // A failed change is never silent: forms show it inline, everything else gets a toast.
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.inlineErrors) return;
        if (error instanceof ApiError && error.status === 401) return; // sign-in takes over
        toastStore.show({ title: errorMessage(error), tone: "error" });
      },
    }),
  });
}
