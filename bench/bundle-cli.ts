import { bundleFigures } from "./bundle";
import { precacheFigures } from "./precache";

/** `npx vite build && npx tsx bench/bundle-cli.ts`: the bundle section of `npm run bench` alone. */
const dist = process.argv[2] ?? "dist";
for (const row of [...bundleFigures(dist), ...precacheFigures(dist)]) {
  const size = row.summary ? `${row.summary.median.toFixed(1)} ${row.unit}` : "";
  console.log(`${row.section.padEnd(28)} ${row.figure.padEnd(14)} ${size.padStart(10)}  ${row.note ?? ""}`);
}
