import { createWriteStream } from "node:fs";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { streamArray } from "stream-json/streamers/stream-array.js";
import yauzl from "yauzl";

/** A zip that cannot be read or restored (truncated, not a zip, an entry failing its checksum or size, bad rows). */
export class DamagedZipError extends Error {
  constructor(
    message: string,
    /** The problems by `table[index].field`, when rows break the API's rules. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface OpenZip {
  entries: Map<string, yauzl.Entry>;
  /** The entry's bytes as text, refused when it declares more than `maxBytes`. */
  text(name: string, maxBytes: number): Promise<string>;
  /** The elements of the entry's top-level JSON array, parsed as its bytes inflate (never one whole text). */
  arrayItems(name: string): AsyncIterable<unknown>;
  saveTo(name: string, file: string): Promise<void>;
  close(): void;
}

/** Opens a zip file and lists its entries; every read is checked against the sizes the zip declares. */
export async function openZip(file: string): Promise<OpenZip> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true }, (err, z) =>
      err || !z ? reject(new DamagedZipError(err?.message ?? "unreadable")) : resolve(z),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on("end", resolve);
    zip.on("error", (err: Error) => reject(new DamagedZipError(err.message)));
    zip.readEntry();
  }).catch((err: unknown) => {
    zip.close();
    throw err;
  });
  const open = (name: string) =>
    new Promise<Readable>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(new DamagedZipError(`${name} is missing`));
      zip.openReadStream(entry, (err, stream) =>
        err || !stream ? reject(new DamagedZipError(`${name}: ${err?.message ?? "unreadable"}`)) : resolve(stream),
      );
    });
  const damaged = (name: string) => (err: unknown) => {
    throw new DamagedZipError(`${name}: ${(err as Error).message}`);
  };
  return {
    entries,
    async text(name, maxBytes) {
      const entry = entries.get(name);
      if (entry && entry.uncompressedSize > maxBytes) throw new DamagedZipError(`${name} is larger than allowed`);
      const chunks: Buffer[] = [];
      const stream = await open(name);
      await (async () => {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      })().catch(damaged(name));
      return Buffer.concat(chunks).toString("utf8");
    },
    async *arrayItems(name) {
      const items = streamArray.withParserAsStream({ streamValues: false });
      const inflated = await open(name);
      // An entry that fails its checksum or size is damage; an error of the parser is the JSON's.
      inflated.on("error", (err) => items.destroy(new DamagedZipError(`${name}: ${err.message}`)));
      try {
        for await (const item of inflated.pipe(items)) yield (item as { value: unknown }).value;
      } finally {
        inflated.destroy();
      }
    },
    async saveTo(name, file) {
      await pipeline(await open(name), createWriteStream(file, { flush: true })).catch(damaged(name));
    },
    close: () => zip.close(),
  };
}
