/** Commits between two checkpoints; SQLite's automatic one comes every 1,000 pages of log. */
export const CHECKPOINT_EVERY = 100;

/**
 * SQLite's automatic checkpoint copies the log back into the database file inside some COMMIT, with
 * two syncs: up to 70 ms on the event loop. The writer turns it off (database.ts); this runs a passive
 * checkpoint on a read worker instead (it blocks neither the writer nor a reader), one at a time, after
 * every `every` commits. The returned function is called after each commit.
 */
export function checkpointAfterCommits(run: () => Promise<unknown> | undefined, every = CHECKPOINT_EVERY) {
  let since = 0;
  let running = false;
  return () => {
    if (++since < every || running) return;
    since = 0;
    running = true;
    void Promise.resolve(run())
      .catch((err: unknown) => console.warn("SQLite checkpoint failed; the next one tries again:", err))
      .finally(() => (running = false));
  };
}
