import { createBrowserRouter, type RouteObject } from "react-router";
import { scanRoutes } from "../features/scan";
import { RequireSession } from "./require-session";
import { RootLayout } from "./root-layout";

/*
 * Every page is its own chunk, loaded on first visit (route `lazy`), so a route ships only its code.
 * The edit page's leave guard (useBlocker) is why this is a data router.
 */
const pages: RouteObject[] = [
  {
    index: true,
    lazy: { Component: () => import("../features/entities/list/inventory-page").then((m) => m.InventoryPage) },
  },
  {
    path: "locations",
    lazy: { Component: () => import("../features/entities/locations/locations-page").then((m) => m.LocationsPage) },
  },
  {
    path: "entities/:id",
    lazy: { Component: () => import("../features/entities/detail/entity-page").then((m) => m.EntityPage) },
  },
  {
    path: "entities/:id/edit",
    lazy: { Component: () => import("../features/entities/edit/entity-edit-page").then((m) => m.EntityEditPage) },
  },
  { path: "tags", lazy: { Component: () => import("../features/tags/tags-page").then((m) => m.TagsPage) } },
  {
    path: "entity-types",
    lazy: { Component: () => import("../features/entity-types/entity-types-page").then((m) => m.EntityTypesPage) },
  },
  ...scanRoutes,
  { path: "*", lazy: { Component: () => import("./not-found-page").then((m) => m.NotFoundPage) } },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      {
        element: <RequireSession />,
        children: [{ lazy: { Component: () => import("./app-layout").then((m) => m.AppLayout) }, children: pages }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
