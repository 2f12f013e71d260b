import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { mulberry32 } from "../test/faults/seeded-random";
import { bwippSpeedups } from "./bwipp-speedups";

type BwipJs = typeof import("bwip-js/browser");
type Options = Parameters<BwipJs["toSVG"]>[0];
type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string };

const dist = path.dirname(createRequire(import.meta.url).resolve("bwip-js/browser"));
const bwippFile = path.join(dist, "bwipp.mjs");
const transform = bwippSpeedups().transform as Transform;
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

/** Texts as labels carry them: entity links, asset ids, and odd ones (non-ASCII, digits only, long). */
function labelTexts(count: number): string[] {
  const rand = mulberry32(15);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 16).toString(16)).join("");
  const texts = ["Käse & Brot — 12 Stück", "0123456789012345678901234567890123456789", "x".repeat(300)];
  for (let i = 0; i < count; i++) {
    texts.push(`https://inventory.example/entities/${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
    texts.push(`${String(Math.floor(rand() * 1000)).padStart(3, "0")}-${String(i).padStart(4, "0")}`);
  }
  return texts;
}

describe("the SPA build's speedups of BWIPP", () => {
  const changed = changedBwipJs();
  afterAll(() => rmSync(changed.dir, { recursive: true, force: true }));

  it("draws every code of every symbology the labels use exactly as bwip-js does", async () => {
    const [original, fast] = await Promise.all([import("bwip-js/browser"), changed.load()]);
    for (const text of labelTexts(60)) {
      // BWIPP's own options (eclevel), which bwip-js's types do not list.
      const cases = [
        { bcid: "qrcode", text, eclevel: "M" },
        { bcid: "datamatrix", text },
        { bcid: "code128", text, height: 10 },
      ] as Options[];
      for (const options of cases) expect(fast.toSVG({ ...options })).toBe(original.toSVG({ ...options }));
    }
    const withText = { bcid: "qrcode", text: "000-0042", includetext: true, textxalign: "center" } as Options;
    expect(fast.toSVG({ ...withText })).toBe(original.toSVG({ ...withText }));
  });

  it("draws QR codes of every size and error correction level exactly as bwip-js does (symbol, masks, scores)", async () => {
    const [original, fast] = await Promise.all([import("bwip-js/browser"), changed.load()]);
    const rand = mulberry32(16);
    for (let i = 0; i < 60; i++) {
      // Printable ASCII of 1 to 200 characters: QR versions 1 to 15 across the levels.
      const length = 1 + Math.floor(rand() * 200);
      const text = Array.from({ length }, () => String.fromCharCode(32 + Math.floor(rand() * 95))).join("");
      for (const eclevel of ["L", "M", "Q", "H"]) {
        const options = { bcid: "qrcode", text, eclevel } as Options;
        expect(fast.toSVG({ ...options }), `${eclevel}: ${text}`).toBe(original.toSVG({ ...options }));
      }
    }
  });

  it("encodes QR texts for larger versions and in every mode exactly as bwip-js does, and rejects too long ones alike", async () => {
    const [original, fast] = await Promise.all([import("bwip-js/browser"), changed.load()]);
    const outcome = (bwip: BwipJs, options: Options) => {
      try {
        return bwip.toSVG({ ...options });
      } catch (err) {
        return `error: ${(err as Error).message}`;
      }
    };
    // Version groups 10-26 and 27-40 (encoded only when the smaller versions are too small) and past
    // version 40, in numeric, alphanumeric, byte and kanji mode, and a text that changes modes.
    const modes: [string, number[]][] = [
      ["0123456789", [400, 1500, 7100]],
      ["ABC 123-XYZ", [300, 1200, 4300]],
      ["Käse & Brot / ", [200, 900, 2400, 3000]],
      ["漢字", [100, 600, 1900]],
      ["000-0042 https://inventory.example/a/", [250, 1100]],
    ];
    let errors = 0;
    for (const [unit, lengths] of modes) {
      for (const length of lengths) {
        const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
        for (const eclevel of ["L", "M", "Q", "H"]) {
          const options = { bcid: "qrcode", text, eclevel } as Options;
          const expected = outcome(original, options);
          if (expected.startsWith("error")) errors++;
          expect(outcome(fast, options), `${eclevel}: ${unit} x ${length}`).toBe(expected);
        }
      }
    }
    expect(errors).toBeGreaterThan(4);
  });

  it("still rejects a bad text option with BWIPP's own error", async () => {
    const [original, fast] = await Promise.all([import("bwip-js/browser"), changed.load()]);
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
    expect(errorOf(fast)).toBe(errorOf(original));
  });

  it("leaves other modules alone and fails the build when bwip-js no longer has a statement or a region", () => {
    expect(transform.call(context, "export const a = 1;", "/x/node_modules/zod/index.js")).toBeUndefined();
    expect(() => transform.call(context, "function bwipp_validatetext() {}", bwippFile)).toThrow(/bwip-js changed/);
    // One changed statement inside a replaced region (the QR data placement's zigzag).
    const bwipp = readFileSync(bwippFile, "utf8");
    const turn = "$_.posx = $_.posx - 2; //#27920";
    expect(bwipp.split(turn)).toHaveLength(2);
    expect(() => transform.call(context, bwipp.replace(turn, "$_.posx = $_.posx - 3; //#27920"), bwippFile)).toThrow(
      /bwip-js changed: the region .* has changed/,
    );
  });
});
