import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { pageRoutes } from "../app/router";
import { fakeApi, type FakeApi, type FakeData } from "./fake-api";
import { WithI18n } from "./with-i18n";

/**
 * Renders the app's own pages (the router's page table, lazy chunks and error boundaries included) at
 * `url` once its chunk has loaded, over the fake API serving `data`. Returns the router (to follow navigation), the fake API (to
 * add routes and read requests) and the query client.
 */
export async function renderApp(url: string, data: FakeData & { api?: FakeApi } = {}) {
  const api = (data.api ?? fakeApi(data)).install();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Fresh `lazy` objects per router: React Router empties a route's `lazy` once it has loaded.
  const routes = pageRoutes(queryClient).map(
    (route) => ({ ...route, lazy: route.lazy && { ...route.lazy } }) as RouteObject,
  );
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // The page's chunk loads first (route `lazy`), as in the app before its first paint.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  render(
    <WithI18n>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </WithI18n>,
  );
  return { router, api, queryClient };
}
