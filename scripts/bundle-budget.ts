// Checks the gzipped JS each route needs (issue 3 budget): `npx vite build && npx tsx scripts/bundle-budget.ts`.
// A route's cost = the static-import closure of the chunks that load when it is opened.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }> = JSON.parse(
  readFileSync("dist/.vite/manifest.json", "utf8"),
);

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const gz = (key: string) => gzipSync(readFileSync(`dist/${manifest[key]!.file}`)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const ROUTES: Record<string, { keys: string[]; budget: number; withDynamic?: boolean }> = {
  "sign-in (first paint)": { keys: ["index.html", "src/features/auth/auth-entry.tsx"], budget: 100 * 1024 },
  // Everything the sign-in page can load, including what it imports on its first request (the contract).
  "sign-in (all it may load)": {
    keys: ["index.html", "src/features/auth/auth-entry.tsx"],
    budget: 100 * 1024,
    withDynamic: true,
  },
  "entity edit": {
    keys: [
      "index.html",
      "src/app/app-entry.tsx",
      "src/app/app-layout.tsx",
      "src/features/entities/edit/EntityEditPage.tsx",
    ],
    budget: 200 * 1024,
  },
  "inventory list": {
    keys: [
      "index.html",
      "src/app/app-entry.tsx",
      "src/app/app-layout.tsx",
      "src/features/entities/list/inventory-page.tsx",
    ],
    budget: 200 * 1024,
  },
};

let failed = false;
/** Adds the chunks imported on demand by these chunks (not the bootstrap's choice of entry). */
function withDynamicImports(keys: Set<string>): Set<string> {
  const all = new Set(keys);
  for (const key of keys) if (key !== "index.html") closure(manifest[key]?.dynamicImports ?? [], all);
  return all;
}

for (const [name, { keys, budget, withDynamic }] of Object.entries(ROUTES)) {
  const present = keys.filter((k) => manifest[k]);
  const chunks = withDynamic ? withDynamicImports(closure(present)) : closure(present);
  const total = [...chunks].filter((k) => manifest[k]!.file.endsWith(".js")).reduce((sum, k) => sum + gz(k), 0);
  const ok = total <= budget;
  failed ||= !ok;
  if (process.argv.includes("--verbose")) for (const k of chunks) console.log(`     ${manifest[k]!.file} ${kb(gz(k))}`);
  console.log(
    `${ok ? "ok  " : "OVER"} ${name}: ${kb(total)} of ${kb(budget)}${present.length < keys.length ? " (some chunks missing)" : ""}`,
  );
}
process.exit(failed ? 1 : 0);
