import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A fake camera feed for Chromium (`--use-file-for-fake-video-capture`): a raw YUV4MPEG2 video of an
 * EAN-13 barcode, drawn from its digits at test set-up so no binary fixture is committed.
 */

/** EAN-13 set A (odd parity) patterns; set C (right half) is their complement, set B the reverse of C. */
const L_CODES = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const R_CODES = L_CODES.map((p) => [...p].map((b) => (b === "1" ? "0" : "1")).join(""));
const G_CODES = R_CODES.map((p) => [...p].reverse().join(""));
/** The first digit is not drawn: it is the L/G parity pattern of the next six. */
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The check digit of 12 digits: weights 1, 3, 1, 3… from the left. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules of an EAN-13 ("1" = bar): guard, six left digits, centre guard, six right digits, guard. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`an EAN-13 has 13 digits, got ${JSON.stringify(code)}`);
  if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) throw new Error(`${code} has a wrong check digit`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === "L" ? L_CODES[d] : G_CODES[d]))
    .join("");
  const right = digits
    .slice(7)
    .map((d) => R_CODES[d])
    .join("");
  return `101${left}01010${right}101`;
}

export interface LumaFrame {
  width: number;
  height: number;
  /** One byte of luma per pixel, row by row. */
  y: Uint8Array;
}

/** The barcode in black on white, centred, `moduleWidth` pixels per module, with the quiet zones. */
export function renderEan13(code: string, width = 640, height = 480, moduleWidth = 4): LumaFrame {
  const modules = ean13Modules(code);
  const y = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  if (left < 11 * moduleWidth) throw new Error("the frame is too narrow for the barcode and its quiet zones");
  const top = Math.floor(height * 0.15);
  const bottom = Math.ceil(height * 0.85);
  for (let row = top; row < bottom; row++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] === "1")
        y.fill(0, row * width + left + m * moduleWidth, row * width + left + (m + 1) * moduleWidth);
    }
  }
  return { width, height, y };
}

/** A YUV4MPEG2 stream of grey frames (4:2:0, chroma neutral at 128). */
export function encodeY4m(frame: LumaFrame, frameCount = 3, fps = 10): Buffer {
  const { width, height } = frame;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, "ascii");
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const one = Buffer.concat([Buffer.from("FRAME\n", "ascii"), Buffer.from(frame.y), chroma]);
  return Buffer.concat([header, ...Array<Buffer>(frameCount).fill(one)]);
}

/** Writes the video of `code` to a fresh temp file and returns its path (synchronously: used in `test.use`). */
export function writeEan13Y4m(code: string, dir = path.join(os.tmpdir(), "inventory-e2e")): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `ean13-${code}-${process.pid}.y4m`);
  writeFileSync(file, encodeY4m(renderEan13(code)));
  return file;
}
