// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BarcodeResults } from "../../../contract/barcode";
import { answer, fakeApi, type FakeApi } from "../../testing/fake-api";
import { loadScanPanel, ScanProvider, useScan, useScanHandler, type ScanEvent, type ScanSource } from "./scan-context";

// The panel's chunk, as the app preloads it while idle: here, its first import (transformed on demand
// by Vitest) took over a second on a loaded machine, longer than findBy waits.
beforeAll(() => loadScanPanel(), 30_000);

const sender: { send?: (code: string, source: ScanSource) => void } = {};
const send = (code: string, source: ScanSource) => sender.send!(code, source);

function Sender() {
  const { onScan } = useScan();
  useEffect(() => {
    sender.send = onScan;
  });
  return null;
}

function Claimer({ got }: { got: ScanEvent[] }) {
  useScanHandler((scan) => got.push(scan));
  return <p>claiming</p>;
}

function App({ got }: { got: ScanEvent[] }) {
  const [claim, setClaim] = useState(true);
  return (
    <>
      <Sender />
      {claim && <Claimer got={got} />}
      <button type="button" onClick={() => setClaim(false)}>
        Stop claiming
      </button>
    </>
  );
}

function renderScanApp(got: ScanEvent[]) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <ScanProvider>
          <App got={got} />
        </ScanProvider>
      ),
    },
  ]);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let api: FakeApi;
beforeEach(() => {
  // An empty inventory and no product anywhere.
  api = fakeApi()
    .on("GET", "/v1/products/search-from-barcode", () => answer(BarcodeResults, []))
    .install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("ScanProvider", () => {
  it("routes every source to the page that claims scans, numbering them", () => {
    const got: ScanEvent[] = [];
    renderScanApp(got);
    act(() => send("A-1", "wedge"));
    act(() => send("B-2", "camera"));
    act(() => send("C-3", "manual"));
    expect(got).toEqual([
      { seq: 1, code: "A-1", source: "wedge" },
      { seq: 2, code: "B-2", source: "camera" },
      { seq: 3, code: "C-3", source: "manual" },
    ]);
  });

  it("drops a double read from scanner or camera, never a manual entry", () => {
    const got: ScanEvent[] = [];
    renderScanApp(got);
    act(() => send("A-1", "wedge"));
    act(() => send("A-1", "camera"));
    act(() => send("A-1", "manual"));
    act(() => send("A-1", "manual"));
    expect(got.map((s) => s.source)).toEqual(["wedge", "manual", "manual"]);
  });

  it("opens the panel for a scan nobody claims, looks it up and offers a manual create", async () => {
    const got: ScanEvent[] = [];
    renderScanApp(got);
    act(() => screen.getByRole("button", { name: "Stop claiming" }).click());
    act(() => send("0000000000000", "wedge"));
    expect(got).toEqual([]);
    // The panel is its own chunk: the first open waits for it to load.
    const panel = await screen.findByRole("dialog", { name: "Scan" }, { timeout: 5000 });
    expect(panel).toHaveTextContent("Scanned 0000000000000");
    expect(await screen.findByRole("button", { name: "Create manually" })).toBeVisible();
    // The lookup's requests; the role read (`/users/self`, for the create button) is not part of it.
    const lookups = api.requests.filter((r) => r.path !== "/v1/users/self");
    const urls = lookups.map((r) => `/api${r.path}${r.url.search}`);
    expect(urls).toEqual([
      "/api/v1/entities?q=0000000000000&isLocation=any&pageSize=25",
      "/api/v1/products/search-from-barcode?data=0000000000000",
    ]);
    expect(screen.getAllByText("Nothing found for 0000000000000.").length).toBeGreaterThan(0); // the live region
  });
});
