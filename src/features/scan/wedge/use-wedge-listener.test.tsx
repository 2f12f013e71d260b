// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { codeFieldProps } from "../../../components/form/code-field";
import { scanSettings } from "../settings/scan-settings";
import { setFieldValue } from "./field-rollback";
import { useWedgeListener } from "./use-wedge-listener";
import { DEFAULT_THRESHOLDS, type WedgeScan } from "./wedge-detector";

let scans: WedgeScan[];
let submits: number;

/** A React-controlled field inside a form, as on any page of the app, with the listener installed. */
function Page() {
  const [text, setText] = useState("draft");
  useWedgeListener((scan) => scans.push(scan));
  return (
    <form onSubmit={(e) => (e.preventDefault(), submits++)}>
      <label>
        Notes
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <output aria-label="state">{text}</output>
    </form>
  );
}

/** What a browser does for one key: keydown (with its time), then, unless prevented, the character goes in. */
function press(el: HTMLInputElement, key: string, time: number): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, "timeStamp", { value: time });
  act(() => void el.dispatchEvent(event));
  if (!event.defaultPrevented && key.length === 1) {
    const start = el.selectionStart ?? el.value.length;
    act(() => {
      setFieldValue(el, el.value.slice(0, start) + key + el.value.slice(el.selectionEnd ?? start));
      el.setSelectionRange(start + 1, start + 1);
    });
  }
  if (!event.defaultPrevented && key === "Enter") act(() => el.form?.requestSubmit());
  return event;
}

function typeInto(el: HTMLInputElement, text: string, gap: number, start = 1000) {
  [...text].forEach((ch, i) => press(el, ch, start + i * gap));
  return start + (text.length - 1) * gap;
}

beforeEach(() => {
  scans = [];
  submits = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  scanSettings.set(DEFAULT_THRESHOLDS);
});

describe("useWedgeListener in a focused, React-controlled field", () => {
  it("takes back a scanner burst, keeps the caret, swallows the Enter and reports the scan", () => {
    render(<Page />);
    const input = screen.getByLabelText("Notes") as HTMLInputElement;
    input.focus();
    input.setSelectionRange(2, 2); // caret inside "draft"
    const last = typeInto(input, "4006381333931", 5);
    const enter = press(input, "Enter", last + 5);

    expect(enter.defaultPrevented).toBe(true);
    expect(submits).toBe(0);
    expect(scans).toEqual([expect.objectContaining({ code: "4006381333931", terminator: "Enter" })]);
    expect(input.value).toBe("draft");
    expect(screen.getByLabelText("state").textContent).toBe("draft"); // React's state, not only the DOM
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    expect(document.activeElement).toBe(input);
  });

  it("leaves human typing alone: the text stays and Enter submits", () => {
    render(<Page />);
    const input = screen.getByLabelText("Notes") as HTMLInputElement;
    input.focus();
    input.setSelectionRange(5, 5);
    const last = typeInto(input, " 1234", 120);
    const enter = press(input, "Enter", last + 150);
    expect(enter.defaultPrevented).toBe(false);
    expect(submits).toBe(1);
    expect(scans).toEqual([]);
    expect(screen.getByLabelText("state").textContent).toBe("draft 1234");
  });

  it("keeps a text expander's burst without Enter or Tab (20 ms a key) as typed", () => {
    vi.useFakeTimers();
    render(<Page />);
    const input = screen.getByLabelText("Notes") as HTMLInputElement;
    input.focus();
    input.setSelectionRange(5, 5);
    typeInto(input, "-2025-ABC", 20);
    act(() => void vi.advanceTimersByTime(500));
    expect(scans).toEqual([]);
    expect(screen.getByLabelText("state").textContent).toBe("draft-2025-ABC");
  });

  it("ends a burst without terminator after the silence timeout where a pause may end a scan", () => {
    scanSettings.set({ ...DEFAULT_THRESHOLDS, silenceEnds: true });
    vi.useFakeTimers();
    render(<Page />);
    const input = screen.getByLabelText("Notes") as HTMLInputElement;
    input.focus();
    input.setSelectionRange(5, 5);
    typeInto(input, "ABC-12345", 4);
    expect(scans).toEqual([]);
    act(() => void vi.advanceTimersByTime(100));
    expect(scans).toEqual([expect.objectContaining({ code: "ABC-12345", terminator: null })]);
    expect(screen.getByLabelText("state").textContent).toBe("draft");
  });

  it("fills a focused field that holds a code with the scan, swallowing its Enter", () => {
    function Serial() {
      const [text, setText] = useState("old");
      useWedgeListener((scan) => scans.push(scan));
      return (
        <form onSubmit={(e) => (e.preventDefault(), submits++)}>
          <label>
            Serial number
            <input {...codeFieldProps} value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          <output aria-label="state">{text}</output>
        </form>
      );
    }
    render(<Serial />);
    const input = screen.getByLabelText("Serial number") as HTMLInputElement;
    input.focus();
    const last = typeInto(input, "SN-884213", 5);
    expect(press(input, "Enter", last + 5).defaultPrevented).toBe(true);
    expect(submits).toBe(0);
    expect(scans).toEqual([]);
    expect(screen.getByLabelText("state").textContent).toBe("SN-884213");
    expect(document.activeElement).toBe(input);
  });

  it("ignores fields marked data-scan-target", () => {
    function Target() {
      useWedgeListener((scan) => scans.push(scan));
      return <input aria-label="Raw" data-scan-target="" />;
    }
    render(<Target />);
    const input = screen.getByLabelText("Raw") as HTMLInputElement;
    input.focus();
    const last = typeInto(input, "12345678", 5);
    expect(press(input, "Enter", last + 5).defaultPrevented).toBe(false);
    expect(scans).toEqual([]);
    expect(input.value).toBe("12345678");
  });
});

/** The page with fake timers (the silence timer), the caret at the end of the focused "draft". */
function notesWithCaretAtEnd(): HTMLInputElement {
  vi.useFakeTimers();
  render(<Page />);
  const input = screen.getByLabelText("Notes") as HTMLInputElement;
  input.focus();
  input.setSelectionRange(5, 5);
  return input;
}

describe("useWedgeListener when a key of a burst is delivered late", () => {
  it("joins the late keys to the burst, reports the whole code and takes back what leaked", () => {
    const input = notesWithCaretAtEnd();
    // Pressed 5 ms apart; after "40063813339" the page was busy for 150 ms before the rest arrived.
    const last = typeInto(input, "40063813339", 5);
    act(() => void vi.advanceTimersByTime(150));
    expect(scans).toEqual([]); // a pause does not end a scan by default
    const end = typeInto(input, "31", 5, last + 5);
    const enter = press(input, "Enter", end + 5);

    expect(enter.defaultPrevented).toBe(true);
    expect(submits).toBe(0);
    expect(scans).toEqual([expect.objectContaining({ code: "4006381333931", terminator: "Enter" })]);
    expect(input.value).toBe("draft");
    expect(screen.getByLabelText("state").textContent).toBe("draft");
  });
});

describe("useWedgeListener when the first key of a burst arrives alone", () => {
  it("joins the rest to it: one scan of the whole code, the field as it was", () => {
    const input = notesWithCaretAtEnd();
    press(input, "0", 1000);
    act(() => void vi.advanceTimersByTime(150));
    const end = typeInto(input, "00-700", 5, 1005);
    expect(press(input, "Enter", end + 5).defaultPrevented).toBe(true);
    expect(scans.map((s) => s.code)).toEqual(["000-700"]);
    expect(screen.getByLabelText("state").textContent).toBe("draft");
  });
});
