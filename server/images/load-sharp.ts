import type sharpModule from "sharp";

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) is loaded with the first image the service draws or reads, not at start: it adds
 * some 20 MiB to the idle process, which a home server that rarely sees a photo or a label PNG should
 * not carry. Its operation cache is off: every image is a different one, so cached results are never
 * reused and would only hold memory.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
