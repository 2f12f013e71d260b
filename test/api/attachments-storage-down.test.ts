import { existsSync, readdirSync } from "node:fs";
import { entityEndpoints } from "../../contract";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type Session } from "../support/client";
import { expectError } from "../support/fixtures";
import { startLocalS3, type LocalS3 } from "../support/s3-server";
import { startService, type TestService } from "../support/service";
import { attachmentsPath, download, newEntity, uploadForm, uploadOk } from "./attachment-fixtures";

/** The bucket goes away (its server stops): uploads and downloads answer 503 with Retry-After, nothing half-saved. */
let s3: LocalS3;
let svc: TestService;
let s: Session;

beforeAll(async () => {
  s3 = await startLocalS3();
  svc = await startService({ env: { STORAGE_URL: s3.storageUrl } });
  s = await signUp(svc);
});
afterAll(async () => {
  await svc.close();
  await s3.close().catch(() => undefined); // already closed when the test got that far
});

describe("S3 storage unavailable", () => {
  it("503 with Retry-After for upload and download; no row, no partial file", async () => {
    const id = await newEntity(s);
    const { attachment } = await uploadOk(s, id, uploadForm("stored while up", "up.txt"));
    await s3.close();

    const refused = await s.req("POST", attachmentsPath(id), uploadForm("while down", "down.txt"));
    expectError(refused, 503);
    expect(refused.headers.get("retry-after")).toBe("30");
    const got = await download(svc, s, id, attachment.id);
    expect([got.res.status, got.res.headers.get("retry-after")]).toEqual([503, "30"]);
    const entity = await s.call(entityEndpoints.get, { params: { id } });
    expect(entity.body.attachments.map((a: { title: string }) => a.title)).toEqual(["up.txt"]);
    const incoming = path.join(svc.dataDir, "attachments", "incoming");
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });
});
