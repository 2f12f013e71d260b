import { expect, it } from "vitest";
import { checkpointAfterCommits } from "./checkpoints";

it("checkpoints after every n commits, never two at a time", async () => {
  let started = 0;
  let finish!: () => void;
  const afterCommit = checkpointAfterCommits(() => {
    started++;
    return new Promise<void>((resolve) => (finish = resolve));
  }, 3);
  afterCommit();
  afterCommit();
  expect(started).toBe(0);
  afterCommit();
  expect(started).toBe(1);
  for (let i = 0; i < 5; i++) afterCommit(); // the first one still runs: these wait for the next count
  expect(started).toBe(1);
  finish();
  await new Promise((r) => setImmediate(r));
  for (let i = 0; i < 3; i++) afterCommit();
  expect(started).toBe(2);
});
