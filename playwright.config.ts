import { defineConfig } from "@playwright/test";
import path from "node:path";

/**
 * E2E: the real service (built SPA + API) on a fresh SQLite database, driven in Debian's Chromium.
 * `scripts/e2e.sh` finds Chromium and builds the SPA first; only the barcode providers are stubbed
 * (`e2e/support/e2e-server.ts`).
 */
const port = Number(process.env.E2E_PORT ?? 7811);
process.env.E2E_DATA_DIR ??= path.join(".e2e-data", `run-${Date.now()}`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // English unless a spec says otherwise (e2e/languages.spec.ts runs German and French browsers).
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "npx tsx e2e/support/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/v1/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ALLOW_REGISTRATION: "true",
      // The specs count what they create; a new group starts empty here.
      SEED_NEW_GROUPS: "false",
    },
  },
});
