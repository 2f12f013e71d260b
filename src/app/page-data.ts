import { entityQueries } from "../api/entity-queries";
import { entityTypeQueries } from "../features/entity-types/queries";
import { filtersFromSearch, toListParams } from "../features/entities/list/list-url-state";
import { homeQueries } from "../features/home/queries";
import { tagQueries } from "../features/tags/queries";
import { templateQueries } from "../features/templates/queries";
import type { StartPageData } from "../routing/page-data";

/** Each page's first queries, started by its route's loader; a chunk of its own (router.tsx). */
export const startPageData = {
  home: (qc) =>
    Promise.all([
      qc.ensureQueryData(homeQueries.totals()),
      qc.ensureQueryData(homeQueries.recentlyAdded()),
      qc.ensureQueryData(homeQueries.recentlyChanged()),
    ]),
  inventory: (qc, { request }) =>
    qc.ensureQueryData(entityQueries.list(toListParams(filtersFromSearch(new URL(request.url).searchParams)))),
  locations: (qc) =>
    Promise.all([qc.ensureQueryData(entityQueries.tree(false)), qc.ensureQueryData(entityQueries.locations())]),
  entity: (qc, { params }) => qc.ensureQueryData(entityQueries.detail(params.id!)),
  // The edit form saves against the ETag of a read made for this visit, never a cached one.
  entityEdit: (qc, { params }) =>
    Promise.all([
      qc.fetchQuery({ ...entityQueries.detail(params.id!), staleTime: 0 }),
      qc.ensureQueryData(tagQueries.all()),
    ]),
  tags: (qc) => qc.ensureQueryData(tagQueries.all()),
  entityTypes: (qc) => qc.ensureQueryData(entityTypeQueries.all()),
  templates: (qc) => qc.ensureQueryData(templateQueries.list()),
  template: (qc, { params }) =>
    Promise.all([qc.ensureQueryData(templateQueries.detail(params.id!)), qc.ensureQueryData(tagQueries.all())]),
} satisfies Record<string, StartPageData>;
