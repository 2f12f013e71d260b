import type { Row } from "./report";
import type { Settings } from "./settings";

/**
 * Browser figures: the place for sections measured in Chromium with Playwright. Each section is an
 * async function returning rows like every other section; bench/run.ts runs every entry of
 * `browserSections` after the service sections and lists, under "Not measured by this run", each
 * figure of BROWSER_FIGURES that no section reported (matched by its `figure` text).
 */
export type Section = (s: Settings) => Promise<Row[]>;

export const BROWSER_FIGURES = [
  "requests on opening the edit page",
  "scan latency (code shown to result on screen)",
  "first render of the inventory list",
  "scroll of the list (frames under 16 ms)",
  "keystroke to paint in the search box",
  "JS heap after opening the list and an entity",
];

export const browserSections: Section[] = [];
