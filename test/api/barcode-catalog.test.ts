import { describe, expect, it } from "vitest";
import { barcodeEndpoints } from "../../contract";
import { request, signUp } from "../support/client";
import { useSignedInService } from "../support/signed-in-service";

/** Providers stay off (the default): these answers come from the catalog alone. */
const { svc, s: user } = useSignedInService();

const CSV = { "content-type": "text/csv" };
const importCsv = (csv: string, session = user) => session.req("POST", "/v1/products/catalog", csv, CSV);
const search = async (code: string, session = user) =>
  (await session.req("GET", `/v1/products/search-from-barcode?data=${encodeURIComponent(code)}`)).body;

describe("catalog import (POST /v1/products/catalog)", () => {
  it("imports good rows, ignoring unknown columns and header case, and serves them from search", async () => {
    const res = await importCsv(
      "Barcode,NAME,description,manufacturer,modelNumber,notes,imageURL,shelf\r\n" +
        '4006381333931,"Stabilo pen, black","Fine, 0.4 mm",Stabilo,88/46,"aisle ""3""",https://img.example/pen.jpg,B2\r\n' +
        "4006381333948,Stabilo pen red,,,,,http://img.example/red.jpg,B3\r\n",
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, updated: 0, errors: [], errorCount: 0 });
    expect(await search("4006381333931")).toEqual([
      {
        barcode: "4006381333931",
        search_engine_name: "catalog",
        manufacturer: "Stabilo",
        modelNumber: "88/46",
        notes: 'aisle "3"',
        imageURL: "https://img.example/pen.jpg",
        imageBase64: "",
        item: {
          name: "Stabilo pen, black",
          description: "Fine, 0.4 mm",
          manufacturer: "Stabilo",
          modelNumber: "88/46",
          quantity: 1,
        },
      },
    ]);
    const [red] = await search("4006381333948");
    expect(red).toMatchObject({ imageURL: "", item: { name: "Stabilo pen red", description: "" } });
  });

  it("counts a second import of a code as an update, the last row winning", async () => {
    const res = await importCsv("barcode,name\n777,first\n777,second\n778,other\n");
    expect(res.body).toEqual({ imported: 2, updated: 1, errors: [], errorCount: 0 });
    expect((await importCsv("barcode,name\n778,renamed\n")).body).toEqual({
      imported: 0,
      updated: 1,
      errors: [],
      errorCount: 0,
    });
    expect((await search("777"))[0].item.name).toBe("second");
    expect((await search("778"))[0].item.name).toBe("renamed");
  });

  it("reports bad rows by their line and imports the rest", async () => {
    const res = await importCsv(
      [
        "barcode,name,description",
        'ok-1,"a name over',
        'two lines",fine', // line 2–3: one record
        ",no code,", // line 4
        "ok-2,,", // line 5: empty name
        `${"9".repeat(81)},too long,`, // line 6
        "bad\u0007code,bell,", // line 7
        'ok"3,stray quote,', // line 8
        "ok-4,last,",
      ].join("\n"),
    );
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(2);
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([4, 5, 6, 7, 8]);
    expect(res.body.errors[0].message).toMatch(/^barcode /);
    expect(res.body.errors[1].message).toMatch(/^name /);
    expect((await search("ok-1"))[0].item.name).toBe("a name over\ntwo lines");
  });

  it("refuses a header without a required column (422, nothing imported)", async () => {
    const res = await importCsv("barcode,description\nnocol-1,x\n");
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ name: expect.any(String) });
    expect(await search("nocol-1")).toEqual([]);
    const empty = await importCsv("");
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.fields)).toEqual(["barcode", "name"]);
  });

  it("refuses anything but text/csv with 415", async () => {
    const res = await user.call(barcodeEndpoints.importCatalog, {
      body: "barcode,name\n1,x\n",
      headers: {
        "content-type": "application/json",
      },
    });
    expect(res.status).toBe(415);
  });

  it("refuses a body over 10 MiB with 413", async () => {
    const big = `barcode,name\n${"1,x\n".repeat((10 * 1024 * 1024) / 4 + 1)}`;
    expect((await importCsv(big)).status).toBe(413);
  });

  it("refuses text that is not UTF-8 with 400", async () => {
    const res = await svc.app.request("/api/v1/products/catalog", {
      method: "POST",
      headers: { authorization: user.token, ...CSV },
      body: new Uint8Array([0x62, 0x2c, 0x6e, 0x0a, 0xff, 0xfe]),
    });
    expect(res.status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await request(svc, "POST", "/v1/products/catalog", "barcode,name\n", CSV)).status).toBe(401);
  });
});

describe("tenancy", () => {
  it("keeps one group's catalog from another group", async () => {
    await importCsv("barcode,name\nmine-123,Private thing\n");
    const other = await signUp(svc);
    expect(await search("mine-123", other)).toEqual([]);
    expect((await importCsv("barcode,name\nmine-123,Their own\n", other)).body).toEqual({
      imported: 1,
      updated: 0,
      errors: [],
      errorCount: 0,
    });
    expect((await search("mine-123"))[0].item.name).toBe("Private thing");
    expect((await search("mine-123", other))[0].item.name).toBe("Their own");
  });

  it("lists catalog rows before provider answers", async () => {
    const now = new Date().toISOString();
    const self = await user.req("GET", "/v1/users/self");
    const groupId: string = self.body.item.defaultGroupId;
    // A cached provider answer, as an earlier lookup would have left it.
    await svc.db.kysely
      .insertInto("products")
      .values({
        group_id: groupId,
        barcode: "both-1",
        source: "upcitemdb.com",
        name: "From UPCitemdb",
        description: "",
        manufacturer: "",
        model_number: "",
        notes: "",
        image_url: "",
        image_base64: "",
        created_at: now,
        updated_at: now,
      })
      .execute();
    await importCsv("barcode,name\nboth-1,From our catalog\n");
    expect((await search("both-1")).map((r: { search_engine_name: string }) => r.search_engine_name)).toEqual([
      "catalog",
      "upcitemdb.com",
    ]);
  });
});
