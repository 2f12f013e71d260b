import type sharpModule from "sharp";

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp is loaded with the first image, not at start, so the idle process stays small. Its
 * operation cache is off: every image differs, so cached results would only hold memory.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
