import { readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Brotli and gzip copies of the built SPA, made at build time for server/http/static-files.ts (docs/caching.md). */
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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both copies of one file, where each is smaller than the file; how many were written. */
async function compressFile(file: string): Promise<number> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return 0;
  const copies = await Promise.all([
    brotliAsync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }).then((copy) => [".br", copy] as const),
    gzipAsync(raw, { level: 9 }).then((copy) => [".gz", copy] as const),
  ]);
  const smaller = copies.filter(([, copy]) => copy.length < raw.length);
  await Promise.all(smaller.map(([suffix, copy]) => writeFile(file + suffix, copy)));
  return smaller.length;
}

/** Writes `file.br` and `file.gz` beside every compressible file of `dir` where that is smaller. */
export async function precompressDir(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(files.map(compressFile));
  return written.reduce((a, b) => a + b, 0);
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
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
