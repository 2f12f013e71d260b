import { writeFileSync } from "node:fs";
import { procMemoryMiB, uploadStorm } from "../test/load/upload-storm";
import type { Row } from "./report";
import { startServiceUnderTest } from "./service-under-test";
import type { Settings } from "./settings";
import { repeat } from "./stats";

/** The load of the memory goal: this many uploads of this size at once, against one service process. */
const UPLOADS = 48;
const UPLOAD_BYTES = 10 * 1024 * 1024;
const GOAL_MiB = 300;

/**
 * Section (e): the service's resident memory at its highest while 48 clients upload 10 MiB each at once
 * (SQLite; the database does little here). The peak is the kernel's own high-water mark (VmHWM), reset
 * before each run through /proc/<pid>/clear_refs, so no peak between two samples is missed.
 */
export async function uploadMemoryFigures(s: Settings): Promise<Row[]> {
  const svc = await startServiceUnderTest("sqlite", 10);
  const pid = svc.proc.child.pid!;
  try {
    const url = `${svc.api}/v1/entities/${svc.seeded.itemId}/attachments`;
    const idle = svc.rssMiB();
    const figures = await repeat(s.runs, async () => {
      writeFileSync(`/proc/${pid}/clear_refs`, "5");
      const started = performance.now();
      const statuses = await uploadStorm(url, svc.token, Array<number>(UPLOADS).fill(UPLOAD_BYTES));
      return {
        peak: procMemoryMiB(pid, "VmHWM"),
        seconds: (performance.now() - started) / 1000,
        failed: statuses.filter((status) => status !== 201).length,
      };
    });
    const section = "sqlite: uploads";
    const worst = figures.peak!.worst;
    const failed = figures.failed!.worst > 0 ? `; ${figures.failed!.worst} uploads failed in the worst run` : "";
    return [
      {
        section,
        figure: `RSS peak during ${UPLOADS} concurrent 10 MiB uploads`,
        unit: "MiB",
        summary: figures.peak,
        note: `goal ≤ ${GOAL_MiB} MiB: ${worst <= GOAL_MiB ? "within" : "over"}; idle before: ${idle.toFixed(0)} MiB${failed}`,
      },
      {
        section,
        figure: `time for ${UPLOADS} concurrent 10 MiB uploads`,
        unit: "s",
        summary: figures.seconds,
        note: "4 stored at once, the rest wait in line (UPLOAD_CONCURRENCY)",
      },
    ];
  } finally {
    await svc.stop();
  }
}
