import { LIST_ENTITIES } from "./browser";
import { startBrowserBench } from "./browser-env";
import { labelPreview, PREVIEW_LABELS } from "./browser-labels";
import { settingsFromEnv } from "./settings";
import { repeat } from "./stats";

/**
 * `npx tsx bench/browser-labels-cli.ts`: the label preview figure of `npm run bench` alone (the same
 * database and runs: BENCH_QUICK=1 for 3 runs instead of 5). Builds dist/ first when it is stale.
 */
const s = settingsFromEnv();
const b = await startBrowserBench(LIST_ENTITIES);
try {
  const labels = await repeat(s.runs, () => labelPreview(b));
  for (const [figure, v] of Object.entries(labels))
    console.log(`${PREVIEW_LABELS} labels ${figure}: median ${v.median.toFixed(0)} ms, worst ${v.worst.toFixed(0)} ms`);
} finally {
  await b.stop();
}
