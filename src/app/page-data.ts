import type { routePatterns } from "../routing/paths";
import type { StartPageData } from "../routing/page-data";

/** Each page's first queries, started by its route's loader (router.tsx). */
export const startPageData = {
  home: async (qc) => {
    const { homeQueries } = await import("../features/home/queries");
    return Promise.all([
      qc.ensureQueryData(homeQueries.totals()),
      qc.ensureQueryData(homeQueries.recentlyAdded()),
      qc.ensureQueryData(homeQueries.recentlyChanged()),
    ]);
  },
  inventory: async (qc, { request }) => {
    const [{ entityQueries }, { filtersFromSearch, toListParams }] = await Promise.all([
      import("../api/entity-queries"),
      import("../features/entities/list/list-url-state"),
    ]);
    const filters = filtersFromSearch(new URL(request.url).searchParams);
    return qc.ensureQueryData(entityQueries.list(toListParams(filters)));
  },
  locations: async (qc) => {
    const { entityQueries } = await import("../api/entity-queries");
    return Promise.all([qc.ensureQueryData(entityQueries.tree(false)), qc.ensureQueryData(entityQueries.locations())]);
  },
  entity: async (qc, { params }) => {
    const { entityQueries } = await import("../api/entity-queries");
    return qc.ensureQueryData(entityQueries.detail(params.id!));
  },
  // The edit form saves against the ETag of a read made for this visit, never a cached one.
  entityEdit: async (qc, { params }) => {
    const [{ entityQueries }, { tagQueries }] = await Promise.all([
      import("../api/entity-queries"),
      import("../features/tags/queries"),
    ]);
    return Promise.all([
      qc.fetchQuery({ ...entityQueries.detail(params.id!), staleTime: 0 }),
      qc.ensureQueryData(tagQueries.all()),
    ]);
  },
  tags: async (qc) => {
    const { tagQueries } = await import("../features/tags/queries");
    return qc.ensureQueryData(tagQueries.all());
  },
  entityTypes: async (qc) => {
    const { entityTypeQueries } = await import("../features/entity-types/queries");
    return qc.ensureQueryData(entityTypeQueries.all());
  },
  templates: async (qc) => {
    const { templateQueries } = await import("../features/templates/queries");
    return qc.ensureQueryData(templateQueries.list());
  },
  template: async (qc, { params }) => {
    const [{ templateQueries }, { tagQueries }] = await Promise.all([
      import("../features/templates/queries"),
      import("../features/tags/queries"),
    ]);
    return Promise.all([qc.ensureQueryData(templateQueries.detail(params.id!)), qc.ensureQueryData(tagQueries.all())]);
  },
} satisfies Partial<Record<keyof typeof routePatterns | "home", StartPageData>>;
