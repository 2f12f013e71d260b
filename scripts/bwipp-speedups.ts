import type { Plugin } from "vite";

/** BWIPP, the PostScript barcode library that bwip-js compiles to JavaScript. */
const BWIPP_MODULE = /[\\/]bwip-js[\\/]dist[\\/]bwipp\.mjs$/;

/**
 * Two statements of BWIPP as bwip-js 4.11 compiles it, each replaced by one that computes the same
 * thing faster. In a CPU profile of 300 QR codes of entity links they took a third of the time.
 */
const SPEEDUPS: Array<{ why: string; slow: string; fast: string }> = [
  {
    // Before drawing a 2D code BWIPP checks the options of its nine text groups, and each check began by
    // copying the drawing routine's whole scope, some two hundred names (a PostScript `begin` on
    // `currentdict`). The check reads only what it sets itself and its own constants.
    why: "the text check starts from its own names",
    slow: "$_ = Object.assign({}, $_, bwipp_validatetext.globals);",
    fast: "$_ = Object.assign({}, bwipp_validatetext.globals);",
  },
  {
    // PostScript's `bitshift` on 53-bit integers, by division and Math.pow; the QR mask search shifts
    // every module of every mask right. For a 32-bit integer an arithmetic shift is the same floor.
    why: "a right shift of a 32-bit integer is a shift",
    slow: "return n < 0 ? $flr(v / $pow(2, -n)) : v * $pow(2, n);",
    fast: "return n < 0 ? (n > -31 && (v | 0) === v ? v >> -n : $flr(v / $pow(2, -n))) : v * $pow(2, n);",
  },
];

/**
 * For the SPA build (the labels' barcode workers and the PDF): bwip-js with SPEEDUPS applied. In Node,
 * 300 codes of entity links took a quarter less time as QR codes, a third less as Data Matrix (docs/ui.md,
 * "Labels"); scripts/bwipp-speedups.test.ts checks that every code comes out the same. The build fails
 * if a new bwip-js no longer has a statement, so an upgrade is looked at again rather than silently
 * slower.
 */
export function bwippSpeedups(): Plugin {
  return {
    name: "bwipp-speedups",
    transform(code, id) {
      if (!BWIPP_MODULE.test(id)) return undefined;
      let changed = code;
      for (const { why, slow, fast } of SPEEDUPS) {
        if (changed.split(slow).length !== 2)
          this.error(`bwip-js changed: "${slow}" (${why}) is not once in ${id}; see scripts/bwipp-speedups.ts`);
        changed = changed.replace(slow, () => fast);
      }
      return { code: changed, map: null };
    },
  };
}
