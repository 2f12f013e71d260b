import type { Page } from "@playwright/test";

interface KeySpec {
  key: string;
  code: string;
  keyCode: number;
  text?: string;
}

function keyFor(ch: string): KeySpec {
  if (/^[a-z]$/i.test(ch))
    return { key: ch, code: `Key${ch.toUpperCase()}`, keyCode: ch.toUpperCase().charCodeAt(0), text: ch };
  if (/^\d$/.test(ch)) return { key: ch, code: `Digit${ch}`, keyCode: ch.charCodeAt(0), text: ch };
  return { key: ch, code: "", keyCode: 0, text: ch };
}

const TERMINATOR_KEYS: Record<"Enter" | "Tab", KeySpec> = {
  Enter: { key: "Enter", code: "Enter", keyCode: 13, text: "\r" },
  Tab: { key: "Tab", code: "Tab", keyCode: 9 },
};

/**
 * A keyboard-wedge scanner: the code's keys `gapMs` apart, then Enter or Tab (or nothing, a scanner
 * without suffix). Like a real USB scanner, each key carries its own hardware timestamp (CDP
 * `Input.dispatchKeyEvent` `timestamp`, which becomes `KeyboardEvent.timeStamp`), so the gaps the page
 * measures are the scanner's, not how long this test runner and a busy machine take to deliver them.
 * (`page.keyboard.type(code, { delay: 5 })` measured 15–80 ms gaps on a loaded machine: the round trip
 * of each key, which a real scanner does not have.) All keys are queued at once, in order.
 */
export async function wedgeScan(
  page: Page,
  code: string,
  terminator: "Enter" | "Tab" | null = "Enter",
  gapMs = 5,
  /** A busy machine: the keys after the first `afterKeys` reach the page `ms` late (their timestamps do not change). */
  delivery?: { afterKeys: number; pauseMs: number },
) {
  const cdp = await page.context().newCDPSession(page);
  const keys = [...code].map(keyFor);
  if (terminator) keys.push(TERMINATOR_KEYS[terminator]);
  const start = Date.now() / 1000;
  const send = (k: KeySpec, i: number) => {
    const timestamp = start + (i * gapMs) / 1000;
    const common = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
    return [
      cdp.send("Input.dispatchKeyEvent", {
        type: k.text ? "keyDown" : "rawKeyDown",
        text: k.text,
        unmodifiedText: k.text,
        timestamp,
        ...common,
      }),
      cdp.send("Input.dispatchKeyEvent", { type: "keyUp", timestamp: timestamp + 0.001, ...common }),
    ];
  };
  const split = delivery?.afterKeys ?? keys.length;
  await Promise.all(keys.slice(0, split).flatMap((k, i) => send(k, i)));
  if (delivery) {
    await page.waitForTimeout(delivery.pauseMs);
    await Promise.all(keys.slice(split).flatMap((k, i) => send(k, split + i)));
  }
  await cdp.detach();
}

/** The scan panel, by its role and name. */
export const scanPanel = (page: Page) => page.getByRole("dialog", { name: "Scan" });
