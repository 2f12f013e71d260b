import type { Plugin } from "vite";
import { QR_MASK_FUNCTIONS } from "./bwipp-qr-mask";

/** BWIPP, the PostScript barcode library that bwip-js compiles to JavaScript. */
const BWIPP_MODULE = /[\\/]bwip-js[\\/]dist[\\/]bwipp\.mjs$/;

/**
 * Statements of BWIPP as bwip-js 4.11 compiles it, each replaced by one that computes the same thing
 * faster. In CPU profiles of 300 QR codes of entity links the first two took a third of the time, and
 * once they were replaced the QR mask search (the last two) another third.
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
  {
    // Each of the eight masks, module by module through BWIPP's operators (bwipp-qr-mask.ts).
    why: "a QR mask is applied on the arrays",
    slow: [
      "        for (var _Yv = 0, _Yu = ($_.rows * $_.cols) - 1; _Yv <= _Yu; _Yv += 1) { //#28058",
      "            $_.i = _Yv; //#28056",
      "            $put($_.masksym, $_.i, $bs($get($_.masklayers, $_.i), -$_.maskbit) & 1); //#28057",
      "        } //#28057",
    ].join("\n"),
    fast: "        bwipp_qrmask($_.masklayers, $_.masksym, $_.maskbit); $_.i = ($_.rows * $_.cols) - 1;",
  },
  {
    // A masked QR symbol's penalty score, on a PostScript operand stack (bwipp-qr-mask.ts). The rest of
    // the old routine stays behind the return, unused.
    why: "a QR mask is scored on the arrays",
    slow: "    $_.evalfull = function() {\n        var _Wp = $k[--$j]; //#27967",
    fast: [
      "    $_.evalfull = function() {",
      "        $k[$j - 1] = bwipp_qrpenalty($k[$j - 1], $_.cols, $_.bestscore);",
      "        return;",
      "        var _Wp = $k[--$j]; //#27967",
    ].join("\n"),
  },
];

/**
 * For the SPA build (the labels' barcode workers and the PDF): bwip-js with SPEEDUPS applied and the
 * QR mask functions they call appended. In Node, 300 codes of entity links took half the time as QR
 * codes, a third less as Data Matrix (docs/ui.md, "Labels"); scripts/bwipp-speedups.test.ts checks that
 * every code comes out the same. The build fails if a new bwip-js no longer has a statement, so an
 * upgrade is looked at again rather than silently slower.
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
      return { code: `${changed}\n${QR_MASK_FUNCTIONS}`, map: null };
    },
  };
}
