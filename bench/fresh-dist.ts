import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** One of the two builds `npm start` makes: what it is made from, the file that stamps it, how to make it. */
interface Build {
  what: string;
  dir: string;
  stamp: string;
  sources: string[];
  viteArgs: string[];
}

/** The SPA the service serves, and the service itself compiled to plain JavaScript (docs/decisions/019-memory-and-page-weight.md). */
export const SPA_BUILD: Build = {
  what: "the SPA",
  dir: "dist/",
  stamp: path.join("dist", ".vite", "manifest.json"),
  sources: ["src", "contract", "public", "index.html", "vite.config.ts", "scripts", "package.json"],
  viteArgs: [],
};
export const SERVICE_BUILD: Build = {
  what: "the service",
  dir: "dist-service/",
  stamp: path.join("dist-service", "main.js"),
  sources: ["server", "contract", "vite.service.config.ts", "package.json"],
  viteArgs: ["--config", "vite.service.config.ts"],
};

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

/** Why a build must be made before it is measured, or undefined when it is up to date. */
export function staleness(build: Build = SPA_BUILD): string | undefined {
  if (!existsSync(build.stamp)) return `${build.dir} has no build`;
  const built = statSync(build.stamp).mtimeMs;
  const source = build.sources.map(newest).reduce((a, b) => (b && (!a || b.mtimeMs > a.mtimeMs) ? b : a), undefined);
  if (source && source.mtimeMs > built) {
    const seconds = Math.round((source.mtimeMs - built) / 1000);
    return `${source.file} changed ${seconds} s after ${build.dir} was built`;
  }
  return undefined;
}

/**
 * The bench measures what `npm start` runs: the SPA in dist/ and the service in dist-service/. Each is
 * built first when it is missing or older than its sources, so that a stale build is never measured
 * silently. Says what it did through `log`.
 */
export function ensureFresh(build: Build, log: (what: string) => void): void {
  const why = staleness(build);
  if (!why) return;
  log(`building ${build.what}: ${why}`);
  execFileSync("npx", ["vite", "build", ...build.viteArgs, "--logLevel", "warn"], { stdio: "inherit" });
}

export const ensureFreshDist = (log: (what: string) => void) => ensureFresh(SPA_BUILD, log);
