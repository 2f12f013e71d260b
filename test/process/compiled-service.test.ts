import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageBytes } from "../api/attachment-fixtures";
import { killHard, startServiceProcess, type ServiceProcess } from "../faults/service-process";
import { call, signUpOverHttp } from "../load/http-service";

/**
 * `npm start` runs the service compiled by vite.service.config.ts on plain node, not the TypeScript
 * sources the other tests run through tsx. This builds it the same way and checks that what bundling
 * could break still works: the migrations, the contract from src/api, and the packages loaded only when
 * first needed (sharp for a thumbnail).
 */
/** The shared libraries the process has loaded: sharp's libvips shows here once sharp is imported. */
const mappedFiles = () => readFileSync(`/proc/${proc.child.pid}/maps`, "utf8");

let outDir: string;
let dataDir: string;
let proc: ServiceProcess;

describe("the compiled service", () => {
  beforeAll(async () => {
    // Inside the repository, so that node finds the external packages in node_modules from there.
    mkdirSync(path.join("node_modules", ".cache"), { recursive: true });
    outDir = mkdtempSync(path.join("node_modules", ".cache", "compiled-service-"));
    dataDir = mkdtempSync(path.join(tmpdir(), "inv-compiled-"));
    await build({ configFile: "vite.service.config.ts", logLevel: "warn", build: { outDir } });
    proc = await startServiceProcess({ DATA_DIR: dataDir }, { compiled: path.join(outDir, "main.js") });
  }, 60_000);
  afterAll(async () => {
    if (proc) await killHard(proc);
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates a fresh database, answers the API and makes a photo's thumbnail", async () => {
    const api = `${proc.url}/api`;
    const token = await signUpOverHttp(api);
    // Not at start (some 20 MiB idle): sharp loads with the first image (server/images/load-sharp.ts).
    expect(mappedFiles()).not.toMatch(/libvips/);
    const entity = await call(api, "POST", "/v1/entities", { token, body: { name: "Bicycle" } });
    expect(entity.status).toBe(201);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(await imageBytes("jpeg", 800, 600))], "bike.jpg"));
    form.set("type", "photo");
    const uploaded = await fetch(`${api}/v1/entities/${entity.body.id}/attachments`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const seen = await call(api, "GET", `/v1/entities/${entity.body.id}`, { token });
    expect(seen.body).toMatchObject({ name: "Bicycle", attachments: [{ title: "bike.jpg", primary: true }] });
    const thumb = await fetch(
      `${api}/v1/entities/${entity.body.id}/attachments/${seen.body.attachments[0].thumbnail.id}`,
      {
        headers: { authorization: token },
      },
    );
    expect([thumb.status, thumb.headers.get("content-type")]).toEqual([200, "image/webp"]);
    expect(mappedFiles()).toMatch(/libvips/);
  });
});
