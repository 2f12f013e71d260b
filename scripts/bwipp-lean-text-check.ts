import type { Plugin } from "vite";

/** BWIPP, the PostScript barcode library that bwip-js compiles to JavaScript. */
const BWIPP_MODULE = /[\\/]bwip-js[\\/]dist[\\/]bwipp\.mjs$/;
/** The first statement of `bwipp_validatetext`'s body after its constants: the caller's scope, copied. */
const COPIED_SCOPE = "$_ = Object.assign({}, $_, bwipp_validatetext.globals);";
const OWN_SCOPE = "$_ = Object.assign({}, bwipp_validatetext.globals);";

/**
 * For the SPA build (the labels' barcode workers and the PDF): BWIPP checks the options of its nine
 * text groups before drawing any 2D code, and each check begins by copying the drawing routine's whole
 * scope, some two hundred names, into a new object (a PostScript `begin` on `currentdict`, as bwip-js
 * compiles it). The check reads only what it sets itself and its own constants, so it now starts from
 * those alone. In a CPU profile of 300 QR codes the copies were a quarter of the time; without them a
 * code takes about a fifth less (docs/ui.md, "Labels"). The build fails if a new
 * bwip-js no longer has the statement, so an upgrade is looked at again rather than silently slower.
 */
export function bwippLeanTextCheck(): Plugin {
  return {
    name: "bwipp-lean-text-check",
    transform(code, id) {
      if (!BWIPP_MODULE.test(id)) return undefined;
      if (code.split(COPIED_SCOPE).length !== 2)
        this.error(`bwip-js changed: ${COPIED_SCOPE} is not once in ${id} (scripts/bwipp-lean-text-check.ts)`);
      return { code: code.replace(COPIED_SCOPE, OWN_SCOPE), map: null };
    },
  };
}
