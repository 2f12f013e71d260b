import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Row } from "./report";

/**
 * Section (d): gzipped JS and CSS each route loads, from the Vite build manifest. A route's chunks are
 * found by their source file name under src/features/… (so renaming a chunk does not break this); its
 * cost is the entry, the app shell where the route needs one, the route's own lazy chunk, and everything
 * those import statically. Dynamic imports inside them load later and are not counted, except the
 * route's catalogs (one language's), which load before the first paint.
 */
type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

interface Route {
  name: string;
  /** The lazy chunk's source, under src/features. */
  source: RegExp;
  /** Signed-in routes also load the app shell (src/app/app-entry, app-layout). */
  shell: boolean;
  budgetKiB?: number;
  /** Also count what the route's own chunks import on demand (not the entry's other routes). */
  withDynamic?: boolean;
  /** The catalog part its chunk loads with it (`withCatalog`, src/i18n/activate.ts). */
  catalog?: "scan" | "manage";
}

const ROUTES: Route[] = [
  // Sign-in imports the contract (zod) with its first API answer: what it loads on demand counts too.
  { name: "sign-in", source: /^src\/features\/auth\//, shell: false, budgetKiB: 100, withDynamic: true },
  { name: "inventory list", source: /^src\/features\/entities\/list\//, shell: true },
  // The home page with its chart library (chart.js, imported by the page: not on demand).
  { name: "home", source: /^src\/features\/home\/home-page\./, shell: true, budgetKiB: 250 },
  // The page's own chunk, not every chunk of its folder: the leave and conflict dialogs are chunks of
  // their own, fetched after the form is shown (components/ui/lazy-dialog.tsx).
  { name: "entity edit", source: /^src\/features\/entities\/edit\/entity-edit-page\./, shell: true, budgetKiB: 200 },
  { name: "scan panel", source: /^src\/features\/scan\/(panel|session)\//, shell: true, catalog: "scan" },
  // The camera decoder (zxing) loads when the camera starts: entry, app shell and the decoder chunk.
  { name: "scan camera decoder", source: /^src\/features\/scan\/camera\//, shell: true, catalog: "scan" },
  // The label designer with its barcode libraries (qr, bwip-js) in its chunk; jsPDF loads only when a PDF is made.
  {
    name: "labels designer",
    source: /^src\/features\/labels\//,
    shell: true,
    budgetKiB: 250,
    catalog: "manage",
  },
];
const SHELL = /^src\/app\/app-(entry|layout)\./;
/** A compiled catalog (src/i18n/locales/<language>/<part>.po): one language's is loaded, not all three. */
const CATALOG = /^src\/i18n\/locales\/([^/]+)\/([^/]+)\.po$/;

export function bundleFigures(distDir = "dist"): Row[] {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    return [
      {
        section: "bundle",
        figure: "gzipped JS and CSS per route",
        unit: "",
        note: `skipped: ${manifestFile} is missing (run npm run build)`,
      },
    ];
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, Chunk>;
  const keys = Object.keys(manifest);
  const entry = keys.filter((k) => manifest[k]!.isEntry);
  const shell = keys.filter((k) => manifest[k]!.isDynamicEntry && SHELL.test(manifest[k]!.src ?? ""));
  const gz = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

  // The catalogs a route loads count once, at the size of the heaviest language: the sign-in pages
  // load their `sign-in` part, the app `sign-in` and `app`, a route's own chunk its part too (src/i18n/activate.ts).
  const catalogBytes = (parts: string[]) => {
    const byLanguage = new Map<string, number>();
    for (const k of keys) {
      const [, language, part] = CATALOG.exec(k) ?? [];
      if (language && part && parts.includes(part))
        byLanguage.set(language, (byLanguage.get(language) ?? 0) + gz(manifest[k]!.file));
    }
    return Math.max(0, ...byLanguage.values());
  };

  const closure = (start: string[], withDynamic = false) => {
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k) || !manifest[k] || CATALOG.test(k)) return;
      seen.add(k);
      manifest[k]!.imports?.forEach(visit);
      if (withDynamic && !manifest[k]!.isEntry) manifest[k]!.dynamicImports?.forEach(visit);
    };
    start.forEach(visit);
    return seen;
  };

  const rows: Row[] = [];
  for (const route of ROUTES) {
    const own = keys.filter((k) => manifest[k]!.isDynamicEntry && route.source.test(manifest[k]!.src ?? ""));
    const chunks = closure([...entry, ...(route.shell ? shell : []), ...own], route.withDynamic);
    const parts = [...(route.shell ? ["sign-in", "app"] : ["sign-in"]), ...(route.catalog ? [route.catalog] : [])];
    const catalogs = catalogBytes(parts);
    const js = [...chunks].reduce((sum, k) => sum + gz(manifest[k]!.file), catalogs);
    const cssFiles = new Set([...chunks].flatMap((k) => manifest[k]!.css ?? []));
    const css = [...cssFiles].reduce((sum, f) => sum + gz(f), 0);
    const where = own.length
      ? own.map((k) => manifest[k]!.src).join(", ")
      : "no lazy chunk of its own: loads with the app shell";
    const budget = route.budgetKiB
      ? `budget ≤ ${route.budgetKiB} KiB JS: ${js / 1024 <= route.budgetKiB ? "within" : "OVER"}; `
      : "";
    const one = (v: number) => ({ median: v / 1024, worst: v / 1024, runs: 1 });
    rows.push(
      {
        section: `bundle: ${route.name}`,
        figure: "JS, gzipped",
        unit: "KiB",
        summary: one(js),
        note: `${budget}${chunks.size} chunks; ${where}`,
      },
      {
        section: `bundle: ${route.name}`,
        figure: "CSS, gzipped",
        unit: "KiB",
        summary: one(css),
        note: `${cssFiles.size} files`,
      },
    );
  }
  return rows;
}
