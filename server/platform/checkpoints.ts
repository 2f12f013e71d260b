/** Commits between two checkpoints; SQLite's automatic one comes every 1,000 pages of log. */
export const CHECKPOINT_EVERY = 100;

/** Runs a passive checkpoint on a read worker every `every` commits, instead of SQLite's one on the event loop. */
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
