import path from "node:path";
import { forwardAuthConfig, type ForwardAuthConfig } from "./auth/forward-auth/config";
import { loadOidcConfig, type OidcConfig } from "./auth/oidc/config";
import { passwordResetConfig, type PasswordResetConfig } from "./auth/password-reset/config";

/** PostgreSQL's statement_timeout unless DB_STATEMENT_TIMEOUT_MS says otherwise (docs/api.md, "Time limits"). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

/** Every setting comes from the environment; README's configuration table lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** `s3://bucket?endpoint=…&region=…`: attachments in an S3-compatible bucket instead of DATA_DIR/attachments. */
  storageUrl?: string;
  /** Uploads read and stored at once, and how many more may wait for a turn (docs/attachments.md). */
  uploads: { concurrency: number; queue: number };
  /** API requests handled at once, and how long one may wait for its turn (docs/api.md, "Time limits"). */
  admission: { slots: number; maxWaitMs: number };
  dbStatementTimeoutMs: number;
  /** Days a deleted entity's attachments are kept for a restore (DELETED_ATTACHMENTS_KEEP_DAYS, default 30). */
  deletedAttachmentsKeepDays: number;
  allowRegistration: boolean;
  /** A registration's new group gets Homebox's default locations and tags (SEED_NEW_GROUPS, default true). */
  seedNewGroups: boolean;
  /** How often the event stream sends a heartbeat (EVENTS_HEARTBEAT_MS, default 15 s; tests shorten it). */
  eventHeartbeatMs: number;
  /** Open live-event streams per sign-in (or key) and per user in one process; one more is a 429 (docs/events.md). */
  eventStreams: { perToken: number; perUser: number };
  /** Seconds a looked-up session is kept in memory; undefined: 10 on SQLite, 0 on PostgreSQL (README). */
  sessionCacheSeconds?: number;
  staticDir: string;
  /** PUBLIC_URL: the address users reach the app at (behind a proxy); printed labels link there. */
  publicUrl?: string;
  /** BASE_PATH: the path prefix a proxy serves the whole app under (`/inventory`), or "" at the root. */
  basePath: string;
  barcode: BarcodeConfig;
  notifiers: NotifierConfig;
  /** OpenID Connect sign-in, when OIDC_ISSUER_URL is set (server/auth/oidc/config.ts). */
  oidc?: OidcConfig;
  forwardAuth: ForwardAuthConfig;
  /** Undefined without SMTP_URL: no reset by e-mail. */
  passwordReset?: PasswordResetConfig;
}

/** Notifications and reminders (docs/notifications.md). */
export interface NotifierConfig {
  /** Seals every notifier URL at rest (AES-256-GCM) when set. */
  secretKey?: string;
  timeoutMs: number;
  attempts: number;
  retryDelayMs: number;
  /** API bases of the hosted services (tests point them at a local stub). */
  bases: { discord: string; slack: string; telegram: string };
  /** How often the reminder scheduler looks for due reminders; 0 turns it off. */
  reminderIntervalMs: number;
  /** Which addresses notifications may go to (NOTIFIER_ADDRESSES). */
  reach: NotifierReach;
  /** Test messages being delivered at once, per user and in the whole process. */
  testsAtOnce: { perUser: number; total: number };
}

/**
 * `public`: only public addresses; `private`: also 10/8, 172.16/12, 192.168/16, fc00::/7; `all`: also
 * loopback, link-local and the service's own addresses (docs/notifications.md, "Addresses").
 */
export type NotifierReach = "public" | "private" | "all";

export interface BarcodeConfig {
  providerTimeoutMs: number;
  deadlineMs: number;
  upcitemdb: { enabled: boolean; baseUrl: string };
  openFacts: { enabled: boolean; foodUrl: string; beautyUrl: string; productsUrl: string; contact: string };
  barcodeSpider: { enabled: boolean; baseUrl: string; token: string };
  /** Data rows one catalog upload may hold (docs/barcode.md). */
  catalogMaxRows: number;
  /** Searches waiting on providers at once, per user and in the whole process. */
  lookupsAtOnce: { perUser: number; total: number };
}

const flag = (v: string | undefined) => v === "true" || v === "1";
const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) ? Number(v) : fallback);

/** An http(s) URL without a query, hash or trailing slash; anything else stops the start with its name. */
/** Private addresses are the default only where nobody can sign up to send to the owner's network. */
function notifierReach(raw: string | undefined, allowRegistration: boolean): NotifierReach {
  if (raw === undefined || raw === "") return allowRegistration ? "public" : "private";
  if (raw === "public" || raw === "private" || raw === "all") return raw;
  throw new Error(`NOTIFIER_ADDRESSES must be public, private or all (got ${raw})`);
}

/** `/inventory` from `/inventory/` or `inventory`; letters, digits and `-._~/` only, so it is safe in HTML and URLs. */
function basePath(raw: string | undefined): string {
  const trimmed = (raw ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  if (!/^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(trimmed) || trimmed.split("/").some((s) => /^\.+$/.test(s))) {
    throw new Error(`BASE_PATH must be a path such as /inventory (letters, digits, - . _ ~ and /; got ${raw})`);
  }
  return `/${trimmed}`;
}

/** An address with the base path added, unless it already ends with it (PUBLIC_URL may name either). */
export const withBasePath = (address: string, basePath: string) =>
  address.endsWith(basePath) ? address : address + basePath;

function publicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http or https URL such as https://inventory.example.com (got ${raw})`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http or https URL without ?query or #hash (got ${raw})`);
  }
  return url.href.replace(/\/+$/, "");
}

const withOidc = (oidc: OidcConfig | undefined) => (oidc ? { oidc } : {});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const ownUrl = env.PUBLIC_URL ? publicUrl(env.PUBLIC_URL) : undefined;
  const prefix = basePath(env.BASE_PATH);
  // The reset mail links to the app itself: PUBLIC_URL with the base path.
  const reset = passwordResetConfig(env, ownUrl && withBasePath(ownUrl, prefix));
  return {
    port: num(env.PORT, 7745),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    storageUrl: env.STORAGE_URL || undefined,
    uploads: {
      concurrency: Math.max(1, num(env.UPLOAD_CONCURRENCY, 4)),
      queue: Math.max(0, num(env.UPLOAD_QUEUE, 64)),
    },
    admission: {
      slots: Math.max(1, num(env.API_CONCURRENCY, 8)),
      maxWaitMs: Math.max(1, num(env.API_QUEUE_WAIT_MS, 15_000)),
    },
    dbStatementTimeoutMs: num(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS),
    deletedAttachmentsKeepDays: Math.max(0, num(env.DELETED_ATTACHMENTS_KEEP_DAYS, 30)),
    allowRegistration: flag(env.ALLOW_REGISTRATION),
    seedNewGroups: env.SEED_NEW_GROUPS === undefined ? true : flag(env.SEED_NEW_GROUPS),
    eventHeartbeatMs: Math.max(10, num(env.EVENTS_HEARTBEAT_MS, 15_000)),
    eventStreams: {
      perToken: Math.max(1, num(env.EVENT_STREAMS_PER_TOKEN, 8)),
      perUser: Math.max(1, num(env.EVENT_STREAMS_PER_USER, 20)),
    },
    ...(env.SESSION_CACHE_SECONDS ? { sessionCacheSeconds: num(env.SESSION_CACHE_SECONDS, 0) } : {}),
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    ...(ownUrl ? { publicUrl: ownUrl } : {}),
    basePath: prefix,
    ...withOidc(loadOidcConfig(env)),
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
      catalogMaxRows: num(env.CATALOG_MAX_ROWS, 1_000_000),
      lookupsAtOnce: {
        perUser: Math.max(1, num(env.BARCODE_LOOKUPS_PER_USER, 4)),
        total: Math.max(1, num(env.BARCODE_LOOKUPS_AT_ONCE, 32)),
      },
    },
    notifiers: {
      ...(env.NOTIFIER_SECRET_KEY ? { secretKey: env.NOTIFIER_SECRET_KEY } : {}),
      timeoutMs: Math.max(1, num(env.NOTIFIER_TIMEOUT_MS, 10_000)),
      attempts: Math.min(10, Math.max(1, num(env.NOTIFIER_ATTEMPTS, 3))),
      retryDelayMs: Math.max(0, num(env.NOTIFIER_RETRY_DELAY_MS, 1000)),
      bases: {
        discord: env.NOTIFIER_DISCORD_URL ?? "https://discord.com",
        slack: env.NOTIFIER_SLACK_URL ?? "https://hooks.slack.com",
        telegram: env.NOTIFIER_TELEGRAM_URL ?? "https://api.telegram.org",
      },
      reminderIntervalMs: Math.max(0, num(env.REMINDER_INTERVAL_MS, 15 * 60 * 1000)),
      reach: notifierReach(env.NOTIFIER_ADDRESSES, flag(env.ALLOW_REGISTRATION)),
      testsAtOnce: {
        perUser: Math.max(1, num(env.NOTIFIER_TESTS_PER_USER, 2)),
        total: Math.max(1, num(env.NOTIFIER_TESTS_AT_ONCE, 16)),
      },
    },
    forwardAuth: forwardAuthConfig(env),
    ...(reset ? { passwordReset: reset } : {}),
  };
}
