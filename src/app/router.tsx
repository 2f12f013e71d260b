import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { labelRoutes } from "../features/labels/routes";
import { scanRoutes } from "../features/scan";
import { lazyPage } from "../routing/lazy-page";
import { paths, routePatterns } from "../routing/paths";
import { RequireSession } from "./require-session";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/*
 * Every page is its own chunk, loaded on first visit (route `lazy`), so a route ships only its code.
 * The edit page's leave guard (useBlocker) is why this is a data router.
 */
const pages: RouteObject[] = [
  {
    index: true,
    lazy: { Component: lazyPage(() => import("../features/home/home-page").then((m) => m.HomePage)) },
  },
  {
    path: routePatterns.inventory,
    lazy: {
      Component: lazyPage(() => import("../features/entities/list/inventory-page").then((m) => m.InventoryPage)),
    },
  },
  {
    path: routePatterns.locations,
    lazy: {
      Component: lazyPage(() => import("../features/entities/locations/locations-page").then((m) => m.LocationsPage)),
    },
  },
  {
    path: routePatterns.entity,
    lazy: { Component: lazyPage(() => import("../features/entities/detail/entity-page").then((m) => m.EntityPage)) },
  },
  {
    path: routePatterns.entityEdit,
    lazy: {
      Component: lazyPage(() => import("../features/entities/edit/entity-edit-page").then((m) => m.EntityEditPage)),
    },
  },
  {
    path: routePatterns.tags,
    lazy: { Component: lazyPage(() => import("../features/tags/tags-page").then((m) => m.TagsPage)) },
  },
  {
    path: routePatterns.entityTypes,
    lazy: {
      Component: lazyPage(() => import("../features/entity-types/entity-types-page").then((m) => m.EntityTypesPage)),
    },
  },
  {
    path: routePatterns.templates,
    lazy: { Component: lazyPage(() => import("../features/templates/templates-page").then((m) => m.TemplatesPage)) },
  },
  {
    path: routePatterns.template,
    lazy: {
      Component: lazyPage(() => import("../features/templates/template-edit-page").then((m) => m.TemplateEditPage)),
    },
  },
  {
    path: routePatterns.maintenance,
    lazy: {
      Component: lazyPage(() => import("../features/maintenance/maintenance-page").then((m) => m.MaintenancePage)),
    },
  },
  ...scanRoutes,
  ...labelRoutes,
  {
    path: routePatterns.settings,
    lazy: {
      Component: lazyPage(() => import("../features/settings/settings-layout").then((m) => m.SettingsLayout)),
    },
    children: [
      { index: true, element: <Navigate to={paths.accountSettings()} replace /> },
      {
        path: routePatterns.accountSettings,
        lazy: {
          Component: lazyPage(() => import("../features/settings/account-page").then((m) => m.AccountPage)),
        },
      },
      {
        path: routePatterns.groupSettings,
        lazy: { Component: lazyPage(() => import("../features/settings/group-page").then((m) => m.GroupPage)) },
      },
      {
        path: routePatterns.notifiers,
        lazy: {
          Component: lazyPage(() => import("../features/notifiers/notifiers-page").then((m) => m.NotifiersPage)),
        },
      },
      {
        path: routePatterns.dataImport,
        lazy: {
          Component: lazyPage(() => import("../features/data-transfer/import-page").then((m) => m.ImportPage)),
        },
      },
      {
        path: routePatterns.dataExport,
        lazy: {
          Component: lazyPage(() => import("../features/data-transfer/export-page").then((m) => m.ExportPage)),
        },
      },
    ],
  },
  { path: "*", lazy: { Component: lazyPage(() => import("./not-found-page").then((m) => m.NotFoundPage)) } },
];

/** Each lazy page has its own error boundary, so a failure there keeps the header and navigation. */
export const pageRoutes = pages.map((page) => ({ ...page, errorElement: <RouteError /> }) as RouteObject);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        element: <RequireSession />,
        children: [
          {
            lazy: { Component: lazyPage(() => import("./app-layout").then((m) => m.AppLayout)) },
            errorElement: <RouteError />,
            children: pageRoutes,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
