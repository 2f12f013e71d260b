import path from "node:path";

/** Every setting comes from the environment; README's configuration table lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  allowRegistration: boolean;
  /** Seconds a looked-up session is kept in memory; undefined: 10 on SQLite, 0 on PostgreSQL (README). */
  sessionCacheSeconds?: number;
  /** Directory of the built SPA. */
  staticDir: string;
  barcode: BarcodeConfig;
}

export interface BarcodeConfig {
  providerTimeoutMs: number;
  deadlineMs: number;
  upcitemdb: { enabled: boolean; baseUrl: string };
  openFacts: { enabled: boolean; foodUrl: string; beautyUrl: string; productsUrl: string; contact: string };
  barcodeSpider: { enabled: boolean; baseUrl: string; token: string };
}

const flag = (v: string | undefined) => v === "true" || v === "1";
const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: num(env.PORT, 7745),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    allowRegistration: flag(env.ALLOW_REGISTRATION),
    ...(env.SESSION_CACHE_SECONDS ? { sessionCacheSeconds: num(env.SESSION_CACHE_SECONDS, 0) } : {}),
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    barcode: {
      providerTimeoutMs: num(env.BARCODE_PROVIDER_TIMEOUT_MS, 4000),
      deadlineMs: num(env.BARCODE_DEADLINE_MS, 6000),
      upcitemdb: {
        enabled: flag(env.BARCODE_UPCITEMDB),
        baseUrl: env.BARCODE_UPCITEMDB_URL ?? "https://api.upcitemdb.com",
      },
      openFacts: {
        enabled: flag(env.BARCODE_OPENFACTS),
        foodUrl: env.BARCODE_OPENFOODFACTS_URL ?? "https://world.openfoodfacts.org",
        beautyUrl: env.BARCODE_OPENBEAUTYFACTS_URL ?? "https://world.openbeautyfacts.org",
        productsUrl: env.BARCODE_OPENPRODUCTSFACTS_URL ?? "https://world.openproductsfacts.org",
        contact: env.BARCODE_OPENFACTS_CONTACT ?? "",
      },
      barcodeSpider: {
        enabled: Boolean(env.BARCODE_SPIDER_TOKEN),
        baseUrl: env.BARCODE_SPIDER_URL ?? "https://api.barcodespider.com",
        token: env.BARCODE_SPIDER_TOKEN ?? "",
      },
    },
  };
}
