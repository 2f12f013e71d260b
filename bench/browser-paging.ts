import type { BrowserBench } from "./browser-env";
import { installProbes, listShownAt, recordFrames } from "./browser-probes";
import { percentile, type RunFigures } from "./stats";

/**
 * Going through the whole inventory the way the list offers it: the list is paged by the service, 50
 * rows a page, with "Next page" at the bottom (the next page is prefetched while the current one is
 * read). Each page is scrolled to the bottom with the mouse wheel, then "Next page" is clicked, until
 * `rows` rows have been shown. Frame intervals (rAF) are recorded throughout. The figure counts frames
 * under 16.7 ms, one vsync at 60 Hz, as its name says; beside it, the share under 25 ms (1.5 vsyncs: no vsync
 * missed, allowing for vsync jitter) tells a dropped frame from a late one.
 */
const PAGE_SIZE = 50;

export async function pageThroughList(b: BrowserBench, rows: number): Promise<RunFigures> {
  const context = await b.signedInContext();
  await installProbes(context);
  const page = await context.newPage();
  try {
    await page.goto("/inventory");
    await listShownAt(page);
    const pages = Math.ceil(rows / PAGE_SIZE);
    const status = page.getByRole("navigation", { name: "Pages" });
    const next = status.getByRole("button", { name: "Next page" });
    await recordFrames(page, true);
    const started = await page.evaluate(() => performance.now());
    for (let n = 2; n <= pages; n++) {
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 2600);
      await next.click();
      await status.getByText(`Page ${n} of`).waitFor();
      await page.locator("main table[aria-busy='false']").waitFor();
    }
    const elapsed = (await page.evaluate(() => performance.now())) - started;
    const frames = await recordFrames(page, false);
    const share = (limitMs: number) => (100 * frames.filter((f) => f < limitMs).length) / Math.max(1, frames.length);
    return {
      msPerPage: elapsed / Math.max(1, pages - 1),
      totalSeconds: elapsed / 1000,
      framesUnder16: share(16.7),
      framesUnder25: share(25),
      frameP95: percentile(frames, 95),
    };
  } finally {
    await context.close();
  }
}
