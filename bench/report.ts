import { format, resolveConfig } from "prettier";
import { writeFileSync } from "node:fs";
import type { Machine } from "./machine";
import type { Summary } from "./stats";

/** One line of the results table: a figure as the median and the worst of its runs, or a note where it has none. */
export interface Row {
  section: string;
  figure: string;
  unit: string;
  summary?: Summary;
  /** Text shown instead of numbers (a skipped part, a budget, a count). */
  note?: string;
}

const num = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2));

function cells(r: Row): string[] {
  const m = r.summary ? num(r.summary.median) : "";
  const w = r.summary ? num(r.summary.worst) : "";
  const runs = r.summary ? String(r.summary.runs) : "";
  return [r.section, r.figure, m, w, r.unit, runs, r.note ?? ""];
}

const HEAD = ["section", "figure", "median", "worst run", "unit", "runs", "note"];

export function printTable(rows: Row[]): void {
  const table = [HEAD, ...rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  console.log(line(HEAD));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of table.slice(1)) console.log(line(r));
}

/** Written as Prettier formats it, so that the committed results pass `npm test`'s format check. */
export async function writeMarkdown(
  file: string,
  machine: Machine,
  settings: string[],
  rows: Row[],
  pending: string[],
): Promise<void> {
  const esc = (s: string) => s.replace(/\|/g, "\\|");
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` (bench/run.ts) on ${machine.date}. Every figure is the median over repeated runs and the worst run (the highest latency, the lowest throughput).`,
    "",
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory, ${machine.os}`,
    `- Node ${machine.node}; load average at the start (1/5/15 min): ${machine.load}`,
    ...settings.map((s) => `- ${s}`),
    "",
    `| ${HEAD.join(" | ")} |`,
    `| ${HEAD.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${cells(r).map(esc).join(" | ")} |`),
    "",
  ];
  if (pending.length) {
    lines.push("## Not measured by this run", "", ...pending.map((p) => `- ${p}`), "");
  }
  writeFileSync(file, await format(lines.join("\n"), { ...(await resolveConfig(file)), filepath: file }));
}
