import { TEST_SENDS_PER_MINUTE } from "../../contract";

const WINDOW_MS = 60_000;

/**
 * A sliding window per key in this process: 0 when the send may go (and counts it), else the seconds to
 * wait. A refused send is not counted, so retrying early does not push the window forward.
 */
export function testSendLimiter(limit = TEST_SENDS_PER_MINUTE, now = () => Date.now()) {
  const sent = new Map<string, number[]>();
  return (key: string): number => {
    const at = now();
    const recent = (sent.get(key) ?? []).filter((t) => t > at - WINDOW_MS);
    const oldest = recent[0];
    if (oldest !== undefined && recent.length >= limit) {
      sent.set(key, recent);
      return Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000));
    }
    recent.push(at);
    sent.set(key, recent);
    return 0;
  };
}
