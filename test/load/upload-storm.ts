import { readFileSync } from "node:fs";

/**
 * Many large uploads at once against a service process: the load of issue "48 concurrent 10 MiB uploads".
 * Bodies are generated as they are sent (the same 64 KiB block over and over), so the sender itself stays
 * small and the service's memory is what gets measured. Used by test/load/upload-storm.test.ts and the bench.
 */
const BLOCK = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 7919 + 13) % 251));
const BOUNDARY = "storm-boundary";

function multipartBody(name: string, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      );
    },
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
        return;
      }
      const chunk = BLOCK.subarray(0, Math.min(BLOCK.length, size - sent));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/** Sends `sizes.length` uploads at once to `url` (an entity's attachments); resolves with their statuses. */
export function uploadStorm(url: string, token: string, sizes: number[]): Promise<number[]> {
  return Promise.all(
    sizes.map(async (size, i) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { authorization: token, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipartBody(`storm-${i}.bin`, size),
        duplex: "half",
      } as RequestInit);
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

/** A field of /proc/<pid>/status in MiB: VmRSS (resident now) or VmHWM (the most it has been resident). */
export function procMemoryMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
}
