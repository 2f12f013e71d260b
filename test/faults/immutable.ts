import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tryRun } from "./service-in-dir";

/**
 * The immutable flag (`chattr +i`) makes a directory and its files refuse every write, to root too, and
 * through descriptors opened before: the nearest thing to "the disk turned read-only" that works on a
 * running service. Whether this file system and this user can set it is checked, not assumed.
 */
export function immutableFlagWorks(): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), "inv-chattr-"));
  try {
    if (!tryRun("chattr", ["+i", dir])) return false;
    try {
      writeFileSync(path.join(dir, "probe"), "x");
      return false;
    } catch {
      return true;
    } finally {
      tryRun("chattr", ["-i", dir]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sets or clears the flag on a directory and everything under it; returns how many paths it changed. */
export function setImmutable(dir: string, on: boolean): number {
  const paths = [dir, ...readdirSync(dir, { recursive: true }).map((p) => path.join(dir, String(p)))];
  // Files first when setting, the directory first when clearing, so each step is permitted.
  const ordered = on ? paths.reverse() : paths;
  let changed = 0;
  for (const p of ordered) if (tryRun("chattr", [on ? "+i" : "-i", p])) changed++;
  return changed;
}
