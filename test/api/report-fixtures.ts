import { expect, vi } from "vitest";
import { callPath, reportEndpoints as reports, ReportJob, type ReportStart } from "../../contract";
import type { Session } from "../support/client";
import type { TestService } from "../support/service";
import { fetchRaw } from "./attachment-fixtures";

/** Starts a report, waits for its job to complete and downloads the file. */
export async function makeReport(
  svc: TestService,
  s: Session,
  body: ReportStart,
  headers: Record<string, string> = {},
) {
  const started = await s.call(reports.start, { body });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const { id } = ReportJob.parse(started.body);
  const job = await vi.waitFor(
    async () => {
      const current = (await s.call(reports.get, { params: { id } })).body;
      expect(current.status, "the report is still being made").not.toMatch(/^(pending|running)$/);
      return current;
    },
    { timeout: 25_000, interval: 20 },
  );
  expect(job).toMatchObject({ status: "completed", progress: 100 });
  const res = await fetchRaw(svc, callPath(reports.download, { params: { id } }), {
    authorization: s.token,
    ...headers,
  });
  expect(res.status).toBe(200);
  return { job, res, bytes: new Uint8Array(await res.arrayBuffer()) };
}
