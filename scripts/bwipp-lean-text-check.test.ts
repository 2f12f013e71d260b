import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { bwippLeanTextCheck } from "./bwipp-lean-text-check";

type BwipJs = typeof import("bwip-js/browser");
type Options = Parameters<BwipJs["toSVG"]>[0];
type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string };

const dist = path.dirname(createRequire(import.meta.url).resolve("bwip-js/browser"));
const bwippFile = path.join(dist, "bwipp.mjs");
const transform = bwippLeanTextCheck().transform as Transform;
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};

/** bwip-js's browser build beside BWIPP as the SPA build changes it, in a directory of their own. */
function changedBwipJs(): { dir: string; load: () => Promise<BwipJs> } {
  const dir = mkdtempSync(path.join(tmpdir(), "bwipp-"));
  writeFileSync(path.join(dir, "bwipp.mjs"), transform.call(context, readFileSync(bwippFile, "utf8"), bwippFile).code);
  writeFileSync(path.join(dir, "bwip-js.mjs"), readFileSync(path.join(dist, "bwip-js.mjs")));
  return { dir, load: () => import(pathToFileURL(path.join(dir, "bwip-js.mjs")).href) as Promise<BwipJs> };
}

describe("the SPA build's change to BWIPP's text check", () => {
  const changed = changedBwipJs();
  afterAll(() => rmSync(changed.dir, { recursive: true, force: true }));

  it("draws every symbology the labels use exactly as bwip-js does", async () => {
    const [original, lean] = await Promise.all([import("bwip-js/browser"), changed.load()]);
    // BWIPP's own options (eclevel), which bwip-js's types do not list.
    const cases = [
      { bcid: "qrcode", text: "https://inventory.example/a/000-0042", eclevel: "M" },
      { bcid: "qrcode", text: "Käse & Brot — 12 Stück", eclevel: "M" },
      { bcid: "datamatrix", text: "000-0042" },
      { bcid: "code128", text: "000-0042", height: 10 },
      { bcid: "qrcode", text: "000-0042", includetext: true, textxalign: "center" },
    ] as Options[];
    for (const options of cases) expect(lean.toSVG({ ...options })).toBe(original.toSVG({ ...options }));
  });

  it("still rejects a bad text option with BWIPP's own error", async () => {
    const [original, lean] = await Promise.all([import("bwip-js/browser"), changed.load()]);
    // A value BWIPP refuses, which its types do not allow either.
    const bad = { bcid: "qrcode", text: "000-0042", includetext: true, textxalign: "middle" } as unknown as Options;
    const errorOf = (bwip: BwipJs) => {
      try {
        bwip.toSVG({ ...bad });
      } catch (err) {
        return (err as Error).message;
      }
      return "no error";
    };
    expect(errorOf(original)).toMatch(/xalign/);
    expect(errorOf(lean)).toBe(errorOf(original));
  });

  it("leaves other modules alone and fails the build when bwip-js no longer has the copy", () => {
    expect(transform.call(context, "export const a = 1;", "/x/node_modules/zod/index.js")).toBeUndefined();
    expect(() => transform.call(context, "function bwipp_validatetext() {}", bwippFile)).toThrow(/bwip-js changed/);
  });
});
