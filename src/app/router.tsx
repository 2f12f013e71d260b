import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { labelRoutes } from "../features/labels/routes";
import { scanRoutes } from "../features/scan";
import { withCatalog } from "../i18n/activate";
import { lazyPage } from "../routing/lazy-page";
import { pageData, type StartPageData } from "../routing/page-data";
import { paths, routePatterns } from "../routing/paths";
import type { startPageData } from "./page-data";
import { RequireSession } from "./require-session";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** Starts a page's first queries; their module is one chunk, loaded beside the page's own. */
const start =
  (page: keyof typeof startPageData): StartPageData =>
  (qc, args) =>
    import("./page-data").then((m): Promise<unknown> => m.startPageData[page](qc, args));

/** A management page's chunk with its words (the `manage` catalog, docs/i18n.md). */
const manage = <T,>(load: () => Promise<T>) => withCatalog("manage", load);

/** A page in its own chunk, loaded on first visit; its loader (if any) starts its data beside the chunk. */
function page(qc: QueryClient, path: string | undefined, load: () => Promise<ComponentType>, start?: StartPageData) {
  const route: RouteObject = path === undefined ? { index: true } : { path };
  return { ...route, lazy: { Component: lazyPage(load) }, ...(start && pageData(qc, start)) } as RouteObject;
}

/** The signed-in pages. The edit page's leave guard (useBlocker) is why this is a data router. */
export function pageRoutes(qc: QueryClient): RouteObject[] {
  const pages: RouteObject[] = [
    page(qc, undefined, () => import("../features/home/home-page").then((m) => m.HomePage), start("home")),
    page(
      qc,
      routePatterns.inventory,
      () => import("../features/entities/list/inventory-page").then((m) => m.InventoryPage),
      start("inventory"),
    ),
    page(
      qc,
      routePatterns.locations,
      () => import("../features/entities/locations/locations-page").then((m) => m.LocationsPage),
      start("locations"),
    ),
    page(
      qc,
      routePatterns.entity,
      () => import("../features/entities/detail/entity-page").then((m) => m.EntityPage),
      start("entity"),
    ),
    page(
      qc,
      routePatterns.entityEdit,
      () => import("../features/entities/edit/entity-edit-page").then((m) => m.EntityEditPage),
      start("entityEdit"),
    ),
    page(
      qc,
      routePatterns.tags,
      () => manage(() => import("../features/tags/tags-page")).then((m) => m.TagsPage),
      start("tags"),
    ),
    page(
      qc,
      routePatterns.entityTypes,
      () => manage(() => import("../features/entity-types/entity-types-page")).then((m) => m.EntityTypesPage),
      start("entityTypes"),
    ),
    page(
      qc,
      routePatterns.templates,
      () => manage(() => import("../features/templates/templates-page")).then((m) => m.TemplatesPage),
      start("templates"),
    ),
    page(
      qc,
      routePatterns.template,
      () => manage(() => import("../features/templates/template-edit-page")).then((m) => m.TemplateEditPage),
      start("template"),
    ),
    page(qc, routePatterns.maintenance, () =>
      manage(() => import("../features/maintenance/maintenance-page")).then((m) => m.MaintenancePage),
    ),
    ...scanRoutes,
    ...labelRoutes,
    {
      ...page(qc, routePatterns.settings, () =>
        manage(() => import("../features/settings/settings-layout")).then((m) => m.SettingsLayout),
      ),
      children: [
        { index: true, element: <Navigate to={paths.accountSettings()} replace /> },
        page(qc, routePatterns.accountSettings, () =>
          manage(() => import("../features/settings/account-page")).then((m) => m.AccountPage),
        ),
        page(qc, routePatterns.groupSettings, () =>
          manage(() => import("../features/settings/group-page")).then((m) => m.GroupPage),
        ),
        page(qc, routePatterns.notifiers, () =>
          manage(() => import("../features/notifiers/notifiers-page")).then((m) => m.NotifiersPage),
        ),
        page(qc, routePatterns.dataImport, () =>
          manage(() => import("../features/data-transfer/import-page")).then((m) => m.ImportPage),
        ),
        page(qc, routePatterns.dataExport, () =>
          manage(() => import("../features/data-transfer/export-page")).then((m) => m.ExportPage),
        ),
      ],
    } as RouteObject,
    page(qc, "*", () => import("./not-found-page").then((m) => m.NotFoundPage)),
  ];
  // Each page has its own error boundary, so a failure there keeps the header and navigation.
  return pages.map((route) => ({ ...route, errorElement: <RouteError /> }) as RouteObject);
}

export function createAppRouter(qc: QueryClient) {
  return createBrowserRouter([
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
              children: pageRoutes(qc),
            },
          ],
        },
      ],
    },
  ]);
}
