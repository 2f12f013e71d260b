import { signUp, type Session } from "./client";
import { startService, type TestService } from "./service";
import { startProviderStub, type ProviderStub } from "../stubs/barcode-providers";

/** Short enough for a fast suite, long enough for a cold first request on a slow machine. */
export const DEADLINE_MS = 1000;
export const FAST_BARCODE_ENV = { BARCODE_PROVIDER_TIMEOUT_MS: "500", BARCODE_DEADLINE_MS: String(DEADLINE_MS) };

export interface BarcodeTestbed {
  stub: ProviderStub;
  svc: TestService;
  user: Session;
  /** Simulates every provider host going down (connection refused), without restarting anything. */
  setProvidersDown(down: boolean): void;
  search(code: string, session?: Session): Promise<{ status: number; body: any; elapsed: number }>;
  close(): Promise<void>;
}

/** A service with every provider switched on and pointed at a fresh provider stub, plus a signed-in user. */
export async function startBarcodeTestbed(): Promise<BarcodeTestbed> {
  const stub = await startProviderStub();
  let down = false;
  const fetchThroughSwitch: typeof fetch = (input, init) =>
    down ? Promise.reject(new TypeError("fetch failed: connection refused")) : stub.fetch(input, init);
  const svc = await startService({ env: { ...stub.env(), ...FAST_BARCODE_ENV }, fetch: fetchThroughSwitch });
  const user = await signUp(svc);
  // One throwaway search loads the HTTP client and opens connections to the stub, so that the first
  // real test's providers are not timed together with that one-off start-up cost.
  await user.req("GET", "/v1/products/search-from-barcode?data=warm-up");
  return {
    stub,
    svc,
    user,
    setProvidersDown: (value) => void (down = value),
    async search(code, session = user) {
      const started = performance.now();
      const res = await session.req("GET", `/v1/products/search-from-barcode?data=${encodeURIComponent(code)}`);
      return { status: res.status, body: res.body, elapsed: performance.now() - started };
    },
    async close() {
      await svc.close();
      await stub.close();
    },
  };
}

export const engines = (body: { search_engine_name: string }[]) => body.map((r) => r.search_engine_name);
export const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;
