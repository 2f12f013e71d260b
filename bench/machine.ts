import os from "node:os";

/** What the figures were measured on: they mean little without it. */
export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  date: string;
  load: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
    // Other work on the machine skews every figure; the load average at the start says how much there was.
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / "),
  };
}
