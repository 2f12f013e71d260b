import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { labelRoutes } from "../features/labels/routes";
import { scanRoutes } from "../features/scan";
import { stocktakeRoutes } from "../features/stocktake/routes";
import { withCatalog } from "../i18n/activate";
import { lazyPage } from "../routing/lazy-page";
import { pageData } from "../routing/page-data";
import { paths, routePatterns } from "../routing/paths";
import type { startPageData } from "./page-data";
import { RequireSession } from "./require-session";
import { RouteError } from "./route-error";
import { basePath } from "../api/base-path";

type Load = () => Promise<ComponentType>;

/** A management page's chunk with its words (the `manage` catalog, docs/i18n.md). */
const manage = <T,>(load: () => Promise<T>) => withCatalog("manage", load);

/** A page in its own chunk, loaded on first visit; "home" is the signed-in layout's index. */
function page(name: keyof typeof routePatterns | "home", load: Load): RouteObject {
  const route: RouteObject = name === "home" ? { index: true } : { path: routePatterns[name] };
  return { ...route, lazy: { Component: lazyPage(load) } } as RouteObject;
}

/** The signed-in pages. The edit page's leave guard (useBlocker) is why this is a data router. */
export function pageRoutes(qc: QueryClient): RouteObject[] {
  // Its loader starts the page's first queries; their module is one chunk, loaded beside the page's own.
  const withData = (name: keyof typeof startPageData, load: Load): RouteObject => ({
    ...page(name, load),
    ...pageData(qc, (qc, args) => import("./page-data").then((m): Promise<unknown> => m.startPageData[name](qc, args))),
  });
  const pages: RouteObject[] = [
    withData("home", () => import("../features/home/home-page").then((m) => m.HomePage)),
    withData("inventory", () => import("../features/entities/list/inventory-page").then((m) => m.InventoryPage)),
    withData("locations", () => import("../features/entities/locations/locations-page").then((m) => m.LocationsPage)),
    withData("entity", () => import("../features/entities/detail/entity-page").then((m) => m.EntityPage)),
    withData("entityEdit", () => import("../features/entities/edit/entity-edit-page").then((m) => m.EntityEditPage)),
    withData("tags", () => manage(() => import("../features/tags/tags-page")).then((m) => m.TagsPage)),
    withData("entityTypes", () =>
      manage(() => import("../features/entity-types/entity-types-page")).then((m) => m.EntityTypesPage),
    ),
    withData("templates", () =>
      manage(() => import("../features/templates/templates-page")).then((m) => m.TemplatesPage),
    ),
    withData("template", () =>
      manage(() => import("../features/templates/template-edit-page")).then((m) => m.TemplateEditPage),
    ),
    page("maintenance", () =>
      manage(() => import("../features/maintenance/maintenance-page")).then((m) => m.MaintenancePage),
    ),
    page("activity", () =>
      manage(() => import("../features/history/activity/activity-page")).then((m) => m.ActivityPage),
    ),
    ...scanRoutes,
    ...stocktakeRoutes,
    ...labelRoutes,
    {
      ...page("settings", () =>
        manage(() => import("../features/settings/settings-layout")).then((m) => m.SettingsLayout),
      ),
      children: [
        { index: true, element: <Navigate to={paths.accountSettings()} replace /> },
        page("accountSettings", () =>
          manage(() => import("../features/settings/account-page")).then((m) => m.AccountPage),
        ),
        page("groupSettings", () => manage(() => import("../features/settings/group-page")).then((m) => m.GroupPage)),
        page("notifiers", () =>
          manage(() => import("../features/notifiers/notifiers-page")).then((m) => m.NotifiersPage),
        ),
        page("dataImport", () =>
          manage(() => import("../features/data-transfer/import-page")).then((m) => m.ImportPage),
        ),
        page("dataExport", () =>
          manage(() => import("../features/data-transfer/export-page")).then((m) => m.ExportPage),
        ),
      ],
    } as RouteObject,
    { path: "*", lazy: { Component: lazyPage(() => import("./not-found-page").then((m) => m.NotFoundPage)) } },
  ];
  // Each page has its own error boundary, so a failure there keeps the header and navigation.
  return pages.map((route) => ({ ...route, errorElement: <RouteError /> }) as RouteObject);
}

/** Pages behind sign-in under the app's frame; the root's error boundary catches what the frame cannot. */
export function createAppRouter(qc: QueryClient) {
  return createBrowserRouter(
    [
      {
        element: <RequireSession />,
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        children: [
          {
            lazy: { Component: lazyPage(() => import("./app-layout").then((m) => m.AppLayout)) },
            errorElement: <RouteError />,
            children: pageRoutes(qc),
          },
        ],
      },
    ],
    { basename: basePath || "/" },
  );
}
