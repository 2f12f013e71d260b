import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/**
 * Brotli and gzip copies of the built SPA, made once at build time at the highest levels, so the
 * service never compresses a static file per request (server/http/static-files.ts picks `x.br` or
 * `x.gz` beside `x` by Accept-Encoding). See docs/caching.md.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 256;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Vite's manifest lives in .vite/ and is never served.
    if (entry.name.startsWith(".")) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `file.br` and `file.gz` beside every compressible file of `dir` where that is smaller. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    for (const [suffix, copy] of [
      [".br", br],
      [".gz", gz],
    ] as const) {
      if (copy.length >= raw.length) continue;
      writeFileSync(file + suffix, copy);
      written++;
    }
  }
  return written;
}

/** The Vite plugin: runs after the bundle is written (index.html included). */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
