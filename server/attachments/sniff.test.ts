import { describe, expect, it } from "vitest";
import { Sniffer } from "./sniff";

/** Uploads are sniffed chunk by chunk as they stream in: wherever the chunks split, the verdict is the same. */
const everySplit = (bytes: Buffer) =>
  Array.from({ length: bytes.length + 1 }, (_, at) => {
    const sniffer = new Sniffer();
    sniffer.push(bytes.subarray(0, at));
    sniffer.push(bytes.subarray(at));
    return sniffer.result().mimeType;
  });

describe("Sniffer", () => {
  it.each([
    ["text", "Serial 12345\nKeep the box < 3 years.\n", "text/plain"],
    ["markup at the start", "<script>alert(1)</script>", "application/octet-stream"],
    ["markup after spaces", "notes\n<   \n\t svg onload=x>", "application/octet-stream"],
    ["a tag name as the last bytes", "see <html", "application/octet-stream"],
    ["a near miss", "a <scripted> play", "text/plain"],
    ["UTF-8 split inside a character", "Größe: 3 × 4 ✓", "text/plain"],
    ["a NUL", "a\u0000b", "application/octet-stream"],
    ["PDF", "%PDF-1.7\n<html>", "application/pdf"],
  ])("%s: the same type at every split point", (_name, text, type) => {
    const bytes = Buffer.from(text);
    // The split after the last byte is the whole file in one chunk.
    expect(new Set(everySplit(bytes))).toEqual(new Set([type]));
  });

  it("invalid UTF-8 is opaque; a PNG signature split over chunks is still a PNG", () => {
    expect(new Set(everySplit(Buffer.from([0x61, 0xc3, 0x28, 0x62])))).toEqual(new Set(["application/octet-stream"]));
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(new Set(everySplit(png))).toEqual(new Set(["image/png"]));
  });

  it("markup far into a long text is found, and the carried tail stays small", () => {
    const sniffer = new Sniffer();
    for (let i = 0; i < 1000; i++) sniffer.push(Buffer.from("plain words ".repeat(100)));
    sniffer.push(Buffer.from(`<${" ".repeat(100_000)}`));
    sniffer.push(Buffer.from("iframe src=x>"));
    expect(sniffer.result().mimeType).toBe("application/octet-stream");
  });
});
