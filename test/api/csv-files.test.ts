import { describe, expect, it } from "vitest";
import { csvEndpoints } from "../../contract";
import { importCsvText } from "../support/csv-upload";
import { expectError } from "../support/fixtures";
import { useSignedInService } from "../support/signed-in-service";
import type { Session } from "../support/client";

/** Sends raw bytes as the import's `csv` part. */
function importBytes(s: Session, bytes: Uint8Array, dryRun = false) {
  const form = new FormData();
  form.append("csv", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), "import.csv");
  return s.call(csvEndpoints.import, { query: dryRun ? { dryRun: "true" } : {}, body: form });
}

/** Files as spreadsheet programs write them (docs/data-transfer.md, "CSV import"). */
describe("CSV import of files in other encodings and with oversized records", () => {
  const { users } = useSignedInService({ names: ["Importer"] });
  const [s] = users;

  it("reads a Latin-1 file as Windows-1252 and says so, instead of storing replacement characters", async () => {
    // Byte 0x80 is the euro sign in Windows-1252 (what "Latin-1" files from spreadsheet programs are).
    const latin1 = Buffer.from("HB.name,HB.notes\nCafé crème,Größe: 42 \x80\n", "latin1");
    const dry = await importBytes(s, latin1, true);
    expect(dry.body).toMatchObject({ encoding: "windows-1252", create: 1, errorCount: 0 });
    expect((await importBytes(s, latin1)).status).toBe(204); // Homebox's answer, without report=true
    const [item] = (await s.req("GET", "/v1/entities?q=Caf")).body.items as Array<{ id: string; name: string }>;
    expect(item?.name).toBe("Café crème");
    expect((await s.req("GET", `/v1/entities/${item!.id}`)).body.notes).toBe("Größe: 42 €");
    const utf8 = await importCsvText(s, "HB.name,HB.notes\nCafé,x\n", { dryRun: true });
    expect(utf8.body).toMatchObject({ encoding: "utf-8" });
  });

  it("refuses a UTF-16 file with a clear message", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("HB.name,HB.notes\nCafé,x\n", "utf16le")]);
    const body = expectError(await importBytes(s, utf16, true), 422);
    expect(body.error).toMatch(/UTF-16.*UTF-8/);
  });

  it("reports an oversized record once in a dry run, and counts every valid row after it", async () => {
    const big = "x".repeat(300 * 1024);
    const csv = `HB.name,HB.notes\nA,1\nB,"${big}"\nC,3\nD,4\n`;
    const dry = await importCsvText(s, csv, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({
      rows: 3,
      create: 3,
      errorCount: 1,
      errors: [{ row: 3, code: "row_too_large", params: { kib: 256 }, message: "a record is larger than 256 KiB" }],
    });
  });
});
