import type { Plugin } from "vite";
import { createHash } from "node:crypto";
import { QR_FUNCTIONS, QR_SPEEDUPS } from "./bwipp-qr.ts";
import { QR_GROUP_SPEEDUPS } from "./bwipp-qr-groups.ts";

/** BWIPP, the PostScript barcode library that bwip-js compiles to JavaScript. */
const BWIPP_MODULE = /[\\/]bwip-js[\\/]dist[\\/]bwipp\.mjs$/;

/**
 * A part of BWIPP as bwip-js 4.11 compiles it and what replaces it: a statement (`slow`, exactly once
 * in the module), or a longer region from one line to the next `to` after it, recognised by the
 * SHA-256 of its text (the first 16 hex digits), so that a changed BWIPP fails the build either way.
 * `fast` is the new text, or makes it from the region's (to keep most of it).
 */
export interface Speedup {
  why: string;
  slow: string | { from: string; to: string; sha256: string };
  fast: string | ((slow: string) => string);
}

/**
 * Statements each replaced by one that computes the same thing faster: in a CPU profile of 300 QR codes
 * of entity links the first two took a third of the time. The QR symbol's own parts follow (bwipp-qr.ts).
 */
const SPEEDUPS: Speedup[] = [
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
    // The same copy as the text check's began the drawing of every 2D code: the QR encoder's 256 names,
    // a twelfth of a QR code's time once the QR parts below were in (1.75 -> 1.61 ms a code in Node).
    // The drawing reads its arguments, its own constants and what it sets itself; of the caller's
    // names only `rowheights` could matter (it is looked for), and the QR and Data Matrix encoders, the
    // only callers in this bundle, set none.
    why: "the 2D code drawing starts from its own names",
    slow: "$_ = Object.assign({}, $_, bwipp_renmatrix.globals);",
    fast: "$_ = Object.assign({}, bwipp_renmatrix.globals);",
  },
  {
    // The same copy again, of the caller's scope into BWIPP's input parser, which every encoder calls
    // first: 4 % of a QR code's time in a CPU profile of 2,400 codes, all of it in this copy. The parser
    // takes the text and options from the operand stack, and each name it reads it has set before.
    why: "the input parser starts from its own names",
    slow: "$_ = Object.assign({}, $_, bwipp_parseinput.globals);",
    fast: "$_ = Object.assign({}, bwipp_parseinput.globals);",
  },
  ...QR_SPEEDUPS,
  ...QR_GROUP_SPEEDUPS,
];

/** Where `slow` is in `code`, or why it cannot be replaced. */
function locate(code: string, slow: Speedup["slow"]): { start: number; end: number } | string {
  const from = typeof slow === "string" ? slow : slow.from;
  if (code.split(from).length !== 2) return `"${from.trim()}" is not once`;
  const start = code.indexOf(from);
  if (typeof slow === "string") return { start, end: start + slow.length };
  const to = code.indexOf(slow.to, start + from.length);
  if (to < 0) return `no "${slow.to.trim()}" after "${from.trim()}"`;
  const end = to + slow.to.length;
  const sha256 = createHash("sha256").update(code.slice(start, end)).digest("hex").slice(0, 16);
  return sha256 === slow.sha256 ? { start, end } : `the region from "${from.trim()}" has changed`;
}

/**
 * For the SPA build (the labels' barcode workers and the PDF): bwip-js with SPEEDUPS applied and the
 * QR functions they call appended. In Node, 300 codes of entity links took half the time as QR
 * codes, a third less as Data Matrix (docs/ui.md, "Labels"); scripts/bwipp-speedups.test.ts checks that
 * every code comes out the same. The build fails if a new bwip-js no longer has a statement once or a
 * replaced region has changed, so an upgrade is looked at again rather than silently slower or wrong.
 */
export function bwippSpeedups(): Plugin {
  return {
    name: "bwipp-speedups",
    transform(code, id) {
      if (!BWIPP_MODULE.test(id)) return undefined;
      let changed = code;
      for (const { why, slow, fast } of SPEEDUPS) {
        const found = locate(changed, slow);
        if (typeof found === "string")
          this.error(`bwip-js changed: ${found} (${why}) in ${id}; see scripts/bwipp-speedups.ts`);
        const replacement = typeof fast === "string" ? fast : fast(changed.slice(found.start, found.end));
        changed = changed.slice(0, found.start) + replacement + changed.slice(found.end);
      }
      return { code: `${changed}\n${QR_FUNCTIONS}`, map: null };
    },
  };
}
