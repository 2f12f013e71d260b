/**
 * Every page's address in one typed table: links and navigation build URLs here instead of writing
 * template strings, and the router takes its patterns from `routePatterns` below, so both change together.
 */
export const paths = {
  /** The start page: totals, charts, recent items (src/features/home). */
  home: () => "/",
  /** The inventory list, optionally filtered by one location or one tag (its URL state, list-url-state.ts). */
  inventory: (filter: { location?: string; tag?: string } = {}) => {
    const search = new URLSearchParams();
    if (filter.location) search.set("location", filter.location);
    if (filter.tag) search.set("tag", filter.tag);
    const query = search.toString();
    return query ? `/inventory?${query}` : "/inventory";
  },
  locations: () => "/locations",
  tags: () => "/tags",
  entityTypes: () => "/entity-types",
  entity: (id: string) => `/entities/${id}`,
  entityEdit: (id: string) => `/entities/${id}/edit`,
  scanSession: () => "/scan/session",
  /** The group's stock-takes; `location` pre-fills the start form (a location page's "Start stock-take"). */
  stocktakes: (location?: string) =>
    location ? `/stocktakes?location=${encodeURIComponent(location)}` : "/stocktakes",
  stocktake: (id: string) => `/stocktakes/${id}`,
  scannerSettings: () => "/settings/scanner",
  labels: () => "/labels",
  settings: () => "/settings/account",
  accountSettings: () => "/settings/account",
  groupSettings: () => "/settings/group",
  templates: () => "/templates",
  template: (id: string) => `/templates/${id}`,
  maintenance: () => "/maintenance",
  notifiers: () => "/settings/notifiers",
  dataImport: () => "/settings/import",
  dataExport: () => "/settings/export",
  /** The group's changes, newest first; filters in the URL (src/features/history/activity-filters.ts). */
  activity: (filter: { entity?: string; batch?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();
    return query ? `/activity?${query}` : "/activity";
  },
} as const;

/** The router's patterns (relative to the signed-in layout), one per page of `paths`. */
export const routePatterns = {
  inventory: "inventory",
  locations: "locations",
  tags: "tags",
  entityTypes: "entity-types",
  entity: "entities/:id",
  entityEdit: "entities/:id/edit",
  scanSession: "scan/session",
  stocktakes: "stocktakes",
  stocktake: "stocktakes/:id",
  scannerSettings: "settings/scanner",
  labels: "labels",
  settings: "settings",
  accountSettings: "account",
  groupSettings: "group",
  templates: "templates",
  template: "templates/:id",
  maintenance: "maintenance",
  notifiers: "notifiers",
  dataImport: "import",
  dataExport: "export",
  activity: "activity",
} as const satisfies Partial<Record<keyof typeof paths, string>>;
