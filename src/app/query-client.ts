import { MutationCache, notifyManager, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "../api/api-error";
import { errorMessage } from "../components/ui/error-text";
import { toastStore } from "../components/ui/toast-store";

declare module "@tanstack/react-query" {
  interface Register {
    /**
     * `inlineErrors`: the form shows the error next to its fields, so no toast. `deletesEntity`: the
     * mutation's variables are an entity id this tab deletes (live updates leave its queries alone).
     * `invalidates`: query keys refreshed after success, so a feature need not import another's keys.
     */
    mutationMeta: { inlineErrors?: boolean; deletesEntity?: boolean; invalidates?: QueryKey[] };
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

/**
 * Runs every query notification scheduled before its task in that one task, so that many queries settling
 * together make one React render rather than one each; one that throws does not stop the others.
 */
export function coalescingScheduler(report = rethrowApart): (notify: () => void) => void {
  let waiting: Array<() => void> = [];
  const runWaiting = () => {
    const run = waiting;
    waiting = [];
    for (const notify of run) {
      try {
        notify();
      } catch (error) {
        report(error);
      }
    }
  };
  return (notify) => {
    waiting.push(notify);
    if (waiting.length === 1) setTimeout(runWaiting, 0);
  };
}

/** Throws in a microtask of its own, where the browser reports it as uncaught. */
function rethrowApart(error: unknown) {
  queueMicrotask(() => {
    throw error;
  });
}

export function createQueryClient(): QueryClient {
  notifyManager.setScheduler(coalescingScheduler());
  const client: QueryClient = new QueryClient({
    // A read that failed in a route's loader is not sent again when its page mounts: the page shows the error.
    defaultOptions: { queries: { retry: shouldRetry, retryOnMount: false, staleTime: 10_000 } },
    mutationCache: new MutationCache({
      onSuccess: (_data, _vars, _ctx, mutation) =>
        Promise.all((mutation.meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey }))),
      // A failed change is never silent: forms show it inline, everything else gets a toast.
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.inlineErrors) return;
        if (error instanceof ApiError && error.status === 401) return; // sign-in takes over
        toastStore.show({ title: errorMessage(error), tone: "error" });
      },
    }),
  });
  return client;
}
