import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the SPA build is made from: a change to any of these makes dist/ stale. */
const SOURCES = ["src", "public", "index.html", "vite.config.ts", "package.json"];
const BUILD_STAMP = path.join("dist", ".vite", "manifest.json");

/** The newest file under `p` (or `p` itself), by modification time. */
function newest(p: string): { file: string; mtimeMs: number } | undefined {
  if (!existsSync(p)) return undefined;
  const stat = statSync(p);
  if (!stat.isDirectory()) return { file: p, mtimeMs: stat.mtimeMs };
  let best: { file: string; mtimeMs: number } | undefined;
  for (const entry of readdirSync(p)) {
    const found = newest(path.join(p, entry));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

/** Why dist/ must be built before it is measured, or undefined when it is up to date. */
export function distStaleness(): string | undefined {
  if (!existsSync("dist/index.html") || !existsSync(BUILD_STAMP)) return "dist/ has no build";
  const built = statSync(BUILD_STAMP).mtimeMs;
  const source = SOURCES.map(newest).reduce((a, b) => (b && (!a || b.mtimeMs > a.mtimeMs) ? b : a), undefined);
  if (source && source.mtimeMs > built) {
    const seconds = Math.round((source.mtimeMs - built) / 1000);
    return `${source.file} changed ${seconds} s after dist/ was built`;
  }
  return undefined;
}

/**
 * The bundle and browser figures measure the SPA in dist/: it is built first when it is missing or older than
 * its sources, so that a stale build is never measured silently. Says what it did through `log`.
 */
export function ensureFreshDist(log: (what: string) => void): void {
  const why = distStaleness();
  if (!why) return;
  log(`building the SPA: ${why}`);
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
}
