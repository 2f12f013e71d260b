import { expect, vi } from "vitest";

/** One Server-Sent Events frame as a client sees it: comments (heartbeats) or an event with id, name and data. */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/**
 * Reads a `text/event-stream` answer frame by frame (test side of GET /v1/events). `next()` waits for the next
 * frame that matches; the wait ends with an error after `limitMs`, so a missing event fails the test instead of
 * hanging it. The limit is a safety net, not a measured time.
 */
export function readEvents(res: Response, limitMs = 10_000) {
  if (!res.body) throw new Error(`no event stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const frames: Frame[] = [];
  let buffer = "";
  let ended = false;
  const waiting = { timeout: limitMs, interval: 10 };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        frames.push(parseFrame(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    }
    ended = true;
  })();
  let cursor = 0;
  return {
    frames,
    get ended() {
      return ended;
    },
    async next(match: (f: Frame) => boolean = (f) => f.data !== undefined): Promise<Frame> {
      // An ended stream stops the wait at once (it is returned, not thrown, so that waitFor does not retry).
      const found = await vi.waitFor(() => {
        while (cursor < frames.length) {
          const f = frames[cursor++]!;
          if (match(f)) return f;
        }
        if (ended) return "ended" as const;
        throw new Error(`no matching frame; frames: ${JSON.stringify(frames)}`);
      }, waiting);
      if (found === "ended") throw new Error(`the stream ended; frames: ${JSON.stringify(frames)}`);
      return found;
    },
    /** Resolves when the service closes the stream. */
    closedByService: () => vi.waitFor(() => expect(ended, "the stream is still open").toBe(true), waiting),
    close: () => reader.cancel().catch(() => undefined),
  };
}

function parseFrame(text: string): Frame {
  const frame: Frame = {};
  for (const line of text.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    const [key, ...rest] = line.split(":");
    const value = rest.join(":").replace(/^ /, "");
    if (key === "id") frame.id = value;
    if (key === "event") frame.event = value;
    if (key === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

export const isConnected = (f: Frame) => f.comment === "connected";
