import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { call, signUpOverHttp } from "../load/http-service";
import { tryRun } from "./service-in-dir";
import { killHard, startServiceProcess } from "./service-process";

/**
 * A data directory on a read-only mount (a volume mounted `:ro` by mistake): the service refuses to start
 * with one line that names the directory and the problem, and starts normally once it is writable.
 * A read-only bind mount is real here: no file is open for writing when it is made.
 */
const cleanups: Array<() => void> = [];
afterEach(() =>
  cleanups
    .splice(0)
    .reverse()
    .forEach((f) => f()),
);

it("refuses to start on a read-only data directory with a clear message, and starts once it is writable", async (ctx) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inv-ro-start-"));
  const readOnly = mkdtempSync(path.join(tmpdir(), "inv-ro-mount-"));
  cleanups.push(
    () => rmSync(dataDir, { recursive: true, force: true }),
    () => rmSync(readOnly, { recursive: true, force: true }),
  );

  const first = await startServiceProcess({ DATA_DIR: dataDir });
  const token = await signUpOverHttp(first.url + "/api");
  const created = await call(first.url + "/api", "POST", "/v1/entities", { token, body: { name: "kept" } });
  expect(created.status).toBe(201);
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);

  if (!tryRun("mount", ["--bind", dataDir, readOnly])) return ctx.skip("bind mounts need root (CAP_SYS_ADMIN)");
  cleanups.push(() => void tryRun("umount", [readOnly]));
  expect(tryRun("mount", ["-o", "remount,bind,ro", readOnly])).toBe(true);

  const refused = await startServiceProcess({ DATA_DIR: readOnly }).then(
    async (p) => {
      await killHard(p);
      return "started";
    },
    (err: Error) => err.message,
  );
  expect(refused).toMatch(/exited early \(1\)/);
  expect(refused).toContain(`the data directory ${readOnly} is read-only; it must be writable.`);

  const again = await startServiceProcess({ DATA_DIR: dataDir });
  cleanups.push(() => void killHard(again));
  const read = await call(again.url + "/api", "GET", `/v1/entities/${created.body.id}`, { token });
  expect(read.body.name).toBe("kept");
});
