import { describe, expect, it } from "vitest";
import { CommitSync, type LogFile } from "./commit-sync";

/** A log whose syncs finish when the test says so. */
function manualLog() {
  const syncs: Array<{ finish: () => void; fail: (e: Error) => void }> = [];
  const log: LogFile = {
    sync: () =>
      new Promise<void>((resolve, reject) => {
        syncs.push({ finish: resolve, fail: reject });
      }),
    close: () => {},
  };
  return { log, syncs };
}

/** The `i`-th sync the log was asked for. */
function nth<S>(syncs: S[], i: number): S {
  const sync = syncs[i];
  if (!sync) throw new Error(`no sync #${i} was started`);
  return sync;
}

/** Lets every queued promise callback run (no timer, no wall clock). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** Records when a promise settles, so a test can ask whether it has. */
function track(p: Promise<void>) {
  const state = { done: false, error: undefined as unknown };
  p.then(
    () => (state.done = true),
    (e: unknown) => (state.error = e),
  );
  return state;
}

describe("CommitSync", () => {
  it("answers a commit only after a sync that began after it", async () => {
    const { log, syncs } = manualLog();
    const commits = new CommitSync(log);
    const first = track(commits.afterCommit());
    await settle();
    expect(syncs).toHaveLength(1);
    // Committed while the first sync runs: that sync may have begun before this commit reached the log.
    const second = track(commits.afterCommit());
    await settle();
    nth(syncs, 0).finish();
    await settle();
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    expect(syncs).toHaveLength(2);
    nth(syncs, 1).finish();
    await settle();
    expect(second.done).toBe(true);
  });

  it("groups the commits made while a sync runs into one next sync", async () => {
    const { log, syncs } = manualLog();
    const commits = new CommitSync(log);
    void commits.afterCommit();
    await settle();
    const waiting = [1, 2, 3, 4].map(() => track(commits.afterCommit()));
    nth(syncs, 0).finish();
    await settle();
    expect(syncs).toHaveLength(2);
    nth(syncs, 1).finish();
    await settle();
    expect(waiting.every((w) => w.done)).toBe(true);
    expect(syncs).toHaveLength(2);
  });

  it("lets a read through at once when every commit is on disk, and makes it wait otherwise", async () => {
    const { log, syncs } = manualLog();
    const commits = new CommitSync(log);
    const idle = track(commits.whenDurable());
    await settle();
    expect(idle.done).toBe(true);
    expect(syncs).toHaveLength(0);
    void commits.afterCommit();
    await settle();
    const read = track(commits.whenDurable());
    await settle();
    expect(read.done).toBe(false);
    expect(syncs).toHaveLength(1); // the running sync began after the last commit: the read shares it
    nth(syncs, 0).finish();
    await settle();
    expect(read.done).toBe(true);
  });

  it("fails the commits of a failed sync, and the next commit syncs again", async () => {
    const { log, syncs } = manualLog();
    const commits = new CommitSync(log);
    const failed = track(commits.afterCommit());
    await settle();
    nth(syncs, 0).fail(Object.assign(new Error("I/O error"), { code: "EIO" }));
    await settle();
    expect(failed.error).toMatchObject({ code: "EIO" });
    const again = track(commits.afterCommit());
    await settle();
    nth(syncs, 1).finish();
    await settle();
    expect(again.done).toBe(true);
  });
});
