import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useSignedInService } from "../support/signed-in-service";
import {
  attachmentsPath,
  blobExists,
  download,
  fetchRaw,
  imageBytes,
  newEntity,
  uploadForm,
  uploadOk,
} from "./attachment-fixtures";

/** Uploads and requests a careless or hostile client sends: each gets a clear refusal or a harmless result. */
const {
  svc,
  users: [s, other],
} = useSignedInService({ names: ["Tester", "Other group"] });

const MiB = 1024 * 1024;

describe("markup is never served in place", () => {
  it.each([
    ["page.html", "text/html", "<!DOCTYPE html><script>alert(document.cookie)</script>"],
    ["logo.svg", "image/svg+xml", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`],
    ["photo.png", "image/png", "<html><body onload=alert(1)>"],
  ])("%s (declared %s) is stored as octet-stream and served as a download", async (name, declared, content) => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(s, id, uploadForm(content, name, { type: "photo" }, declared));
    expect(attachment.mimeType).toBe("application/octet-stream");
    expect(attachment.thumbnail).toBeUndefined();
    const { res, bytes } = await download(svc, s, id, attachment.id);
    expect(bytes.toString()).toBe(content);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'.*sandbox/);
  });
});

describe("file names", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\win.ini", "win.ini"],
    ["C:\\Users\\me\\Desktop\\receipt.txt", "receipt.txt"],
    ["..", "file"],
    ["re\tceipt\r\n.txt", "receipt.txt"],
    ['say "cheese".jpg', 'say "cheese".jpg'],
  ])("%j is stored harmlessly as the title %j", async (name, title) => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(s, id, uploadForm("hello", name));
    expect(attachment.title).toBe(title);
    expect(attachment.path).toMatch(/^[0-9a-f-]{36}$/);
    expect(await blobExists(svc, attachment.path)).toBe(true);
    const disposition = (await download(svc, s, id, attachment.id)).res.headers.get("content-disposition") ?? "";
    expect(disposition).not.toMatch(/[/\\\r\n]/);
    expect(disposition.includes("\u0000")).toBe(false);
  });

  it("a very long name is cut to 255 characters; an explicit title with slashes downloads without them", async () => {
    const id = await newEntity(s);
    const long = await uploadOk(s, id, uploadForm("x", `${"a".repeat(5000)}.txt`));
    expect(long.attachment.title).toBe("a".repeat(255));
    const titled = await uploadOk(s, id, uploadForm("x", "f.txt", { title: "../../Box 3/4" }));
    expect(titled.attachment.title).toBe("../../Box 3/4");
    const disposition = (await download(svc, s, id, titled.attachment.id)).res.headers.get("content-disposition");
    expect(disposition).toBe(`attachment; filename=".._.._Box 3_4.txt"; filename*=UTF-8''.._.._Box%203_4.txt`);
  });
});

describe("refusals", () => {
  it("413 past 10 MiB, both by declared length and by real size; exactly 10 MiB is fine", async () => {
    const id = await newEntity(s);
    const tooBig = await s.req("POST", attachmentsPath(id), uploadForm(new Uint8Array(10 * MiB + 1), "big.bin"));
    expect(tooBig.status).toBe(413);
    const wayTooBig = await s.req("POST", attachmentsPath(id), uploadForm(new Uint8Array(12 * MiB), "huge.bin"));
    expect(wayTooBig.status).toBe(413);
    const declared = await s.req("POST", attachmentsPath(id), "x", {
      "content-type": "multipart/form-data; boundary=b",
      "content-length": String(50 * MiB),
    });
    expect(declared.status).toBe(413);
    const exact = await uploadOk(s, id, uploadForm(new Uint8Array(10 * MiB), "exact.bin"));
    expect(exact.attachment).toMatchObject({ size: 10 * MiB, mimeType: "application/octet-stream" });
  });

  it("415 for a body that is not multipart; 400 for broken multipart", async () => {
    const id = await newEntity(s);
    expect((await s.req("POST", attachmentsPath(id), { file: "x" })).status).toBe(415);
    // A part header may not hold a control character other than tab; browsers never send one.
    expect((await s.req("POST", attachmentsPath(id), uploadForm("x", "re\u0000ceipt.txt"))).status).toBe(400);
    const broken = await s.req("POST", attachmentsPath(id), "--b\r\nnonsense", {
      "content-type": "multipart/form-data; boundary=b",
    });
    expect(broken.status).toBe(400);
  });

  it("422 names each bad part", async () => {
    const id = await newEntity(s);
    const noFile = new FormData();
    noFile.set("type", "bogus");
    noFile.set("primary", "maybe");
    const res = await s.req("POST", attachmentsPath(id), noFile);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(["file", "primary", "type"]);
    const emptyChoice = new FormData();
    emptyChoice.set("file", new File([], ""));
    expect((await s.req("POST", attachmentsPath(id), emptyChoice)).body.fields).toEqual({ file: "is required" });

    const { attachment } = await uploadOk(s, id, uploadForm("x", "x.txt"));
    const bad = await s.req("PUT", `${attachmentsPath(id)}/${attachment.id}`, { title: "\u0000", type: "scan" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["type"]);
    const blank = await s.req("PUT", `${attachmentsPath(id)}/${attachment.id}`, { title: "\u0000", type: "manual" });
    // A NUL is refused outright (PostgreSQL cannot store it), before any cleaning could empty the title.
    expect([blank.status, blank.body.fields]).toEqual([422, { title: "must not contain the NUL character (U+0000)" }]);
  });

  it("a text part named file beside the file: 422 and no partial file kept; odd part names are ignored", async () => {
    const id = await newEntity(s);
    const form = uploadForm("real bytes", "real.txt");
    form.append("file", "not a file");
    const res = await s.req("POST", attachmentsPath(id), form);
    expect([res.status, res.body.fields]).toEqual([422, { file: "must be a file, not a text field" }]);
    const incoming = path.join(svc.dataDir, "attachments", "incoming");
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
    const odd = uploadForm("x", "odd.txt", { ["__proto__"]: "1", constructor: "2", toString: "3" });
    expect((await uploadOk(s, id, odd)).attachment.title).toBe("odd.txt");
  });

  it("400 for a path id that is not a UUID", async () => {
    const id = await newEntity(s);
    expect((await s.req("POST", attachmentsPath("nope"), uploadForm("x", "x.txt"))).status).toBe(400);
    expect((await s.req("GET", `${attachmentsPath(id)}/nope`)).status).toBe(400);
    expect((await s.req("PUT", `${attachmentsPath(id)}/nope`, { title: "t", type: "manual" })).status).toBe(400);
    expect((await s.req("DELETE", `${attachmentsPath(id)}/${id.toUpperCase()}x`)).status).toBe(400);
  });
});

describe("tenancy and tokens", () => {
  it("another group's entity or attachment answers 404, like an unknown id", async () => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(
      s,
      id,
      uploadForm(await imageBytes("png", 30, 30), "mine.png", { type: "photo" }),
    );
    const mine = `${attachmentsPath(id)}/${attachment.id}`;
    const theirEntity = await newEntity(other);
    const unknown = "6f1c2a4e-8a53-4bd4-9a51-0d5b6f7e8c90";
    for (const [method, path, body] of [
      ["GET", mine, undefined],
      ["GET", `${attachmentsPath(id)}/${attachment.thumbnail.id}`, undefined],
      ["PUT", mine, { title: "stolen", type: "photo" }],
      ["DELETE", mine, undefined],
      ["POST", attachmentsPath(id), uploadForm("x", "x.txt")],
      ["GET", `${attachmentsPath(theirEntity)}/${attachment.id}`, undefined],
    ] as const) {
      expect((await other.req(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect((await s.req("GET", `${attachmentsPath(unknown)}/${attachment.id}`)).status).toBe(404);
    expect((await s.req("GET", `${attachmentsPath(id)}/${unknown}`)).status).toBe(404);
    expect((await s.req("POST", attachmentsPath(unknown), uploadForm("x", "x.txt"))).status).toBe(404);
    // Thumbnails are derived: they download by id but cannot be edited or deleted on their own.
    expect((await s.req("DELETE", `${attachmentsPath(id)}/${attachment.thumbnail.id}`)).status).toBe(404);
    expect((await download(svc, s, id, attachment.id)).res.status).toBe(200);
  });

  it("?access_token= with the attachment token opens downloads and nothing else", async () => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(
      s,
      id,
      uploadForm(await imageBytes("png", 30, 30), "t.png", { type: "photo" }),
    );
    const url = `${attachmentsPath(id)}/${attachment.thumbnail.id}?access_token=${encodeURIComponent(s.attachmentToken)}`;
    const img = await fetchRaw(svc, url);
    expect([img.status, img.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect((await fetchRaw(svc, `/v1/entities/${id}?access_token=${s.attachmentToken}`)).status).toBe(401);
    const asHeader = { authorization: s.attachmentToken };
    const put = await s.req("PUT", `${attachmentsPath(id)}/${attachment.id}`, { title: "t", type: "photo" }, asHeader);
    expect(put.status).toBe(401);
    expect((await s.req("DELETE", `${attachmentsPath(id)}/${attachment.id}`, undefined, asHeader)).status).toBe(401);
    expect((await s.req("POST", attachmentsPath(id), uploadForm("x", "x.txt"), asHeader)).status).toBe(401);
    expect((await fetchRaw(svc, `${attachmentsPath(id)}/${attachment.id}?access_token=wrong`)).status).toBe(401);
    // Another group's attachment token opens only that group's files.
    const foreign = await fetchRaw(
      svc,
      `${attachmentsPath(id)}/${attachment.id}?access_token=${other.attachmentToken}`,
    );
    expect(foreign.status).toBe(404);
  });
});
