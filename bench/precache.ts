import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Row } from "./report";

/**
 * What the service worker downloads once per build (decision 036): the files listed in dist/sw.js's
 * precache manifest, as built and gzipped (level 9, like the bundle section; the service sends brotli
 * where the browser accepts it, a little smaller).
 */
export function precacheFigures(distDir = "dist"): Row[] {
  const worker = path.join(distDir, "sw.js");
  const section = "service worker precache";
  if (!existsSync(worker))
    return [{ section, figure: "bytes", unit: "", note: `skipped: ${worker} is missing (run npm run build)` }];
  const urls = [...readFileSync(worker, "utf8").matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const files = urls.map((url) => readFileSync(path.join(distDir, url)));
  const raw = files.reduce((sum, body) => sum + body.length, 0);
  const gzipped = files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  const one = (v: number) => ({ median: v / 1024, worst: v / 1024, runs: 1 });
  return [
    { section, figure: "as built", unit: "KiB", summary: one(raw), note: `${urls.length} files` },
    { section, figure: "gzipped", unit: "KiB", summary: one(gzipped), note: "fetched after the first load" },
  ];
}
