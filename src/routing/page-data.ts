import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";

/** Starts a page's queries (importing their modules itself, so the shell stays small). */
export type StartPageData = (qc: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** What a page's loader answers: when its data was asked for, so a page can insist on a read since then. */
export interface PageData {
  since: number;
}

/**
 * A route's loader that starts the page's data beside its lazy chunk and returns at once; the page's own
 * queries find that data and still show their loading state and errors.
 */
export function pageData(qc: QueryClient, start: StartPageData) {
  return {
    loader: (args: LoaderFunctionArgs): PageData => {
      const since = Date.now();
      start(qc, args).catch(() => {}); // the page's own query reports the failure
      return { since };
    },
    // React Query decides when data is refetched; only a new address starts a page's data again.
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.href !== nextUrl.href,
  };
}
