// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterAll, expect, it, vi } from "vitest";
import { barcodeShape, type BarcodeShape, type Symbology } from "./barcode-encode";
import type { BarcodeJob, BarcodeResult } from "./barcode-pool";
import { useDrawnCode } from "./use-drawn-code";

/** The barcode worker's work on this thread, a message later, as barcode-worker.ts does it. */
const batches: number[] = [];
class InlineWorker {
  onmessage: ((event: { data: BarcodeResult[] }) => void) | null = null;
  postMessage(jobs: BarcodeJob[]) {
    batches.push(jobs.length);
    setTimeout(() => {
      const data = jobs.map(({ id, kind, text }): BarcodeResult => {
        try {
          return { id, shape: barcodeShape(kind, text) };
        } catch (err) {
          return { id, error: String(err) };
        }
      });
      this.onmessage?.({ data });
    });
  }
}
vi.stubGlobal("Worker", InlineWorker);
afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const drawing = (shape: BarcodeShape) => `${shape.viewBox} ${shape.paths.map((p) => p.d).join(" ")}`;

function Code({ kind, text }: { kind: Symbology; text: string }) {
  const code = useDrawnCode(kind, text);
  const shown = code === undefined ? "waiting" : code.error !== undefined ? "does not fit" : drawing(code.shape);
  return <li>{shown}</li>;
}

it("draws each code once for all the labels that show it, in small batches, and says which text does not fit", async () => {
  const links = Array.from({ length: 14 }, (_, i) => `https://inventory.example/a/000-${String(i).padStart(3, "0")}`);
  const tooLong = "x".repeat(8000);
  const codes: [Symbology, string][] = [
    ...links.map((text): [Symbology, string] => ["qr", text]),
    ["qr", links[0]!],
    ["datamatrix", links[0]!],
    ["qr", tooLong],
  ];
  render(
    <ul>
      {codes.map(([kind, text], i) => (
        <Code key={i} kind={kind} text={text} />
      ))}
    </ul>,
  );
  expect(screen.getAllByText("waiting")).toHaveLength(codes.length);

  await waitFor(() => expect(screen.queryAllByText("waiting")).toHaveLength(0));
  const items = screen.getAllByRole("listitem");
  codes.slice(0, -1).forEach(([kind, text], i) => {
    expect(items[i]!.textContent).toBe(drawing(barcodeShape(kind, text)));
  });
  expect(items.at(-1)!.textContent).toBe("does not fit");
  // 16 codes asked for (the repeated link once), six at most a message.
  expect(batches.reduce((a, b) => a + b, 0)).toBe(16);
  expect(Math.max(...batches)).toBeLessThanOrEqual(6);

  // Drawn already: a new label shows it at once and asks for nothing.
  const { container } = render(<Code kind="qr" text={links[3]!} />);
  expect(container.textContent).toBe(drawing(barcodeShape("qr", links[3]!)));
  expect(batches.reduce((a, b) => a + b, 0)).toBe(16);
});
