import { z } from "zod";
import { Id } from "./basics";

export { BulkFailure, Email, ErrorBody, FutureTimestamp, Id, Name, Password, Timestamp } from "./basics";

const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/**
 * A reference to another record in a request body. The nil UUID is what Homebox clients send for
 * "not set", so it reads as null here, like an absent value.
 */
export const RefId = Id.nullish().transform((v) => (v == null || v === NIL_UUID ? null : v));

/** A reference in a PATCH: absent stays absent (unchanged); null and the nil UUID both mean "none". */
export const PatchRefId = Id.nullable()
  .transform((v) => (v === NIL_UUID ? null : v))
  .optional();

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?([Zz]|[+-](\d{2}):?(\d{2}))?$/;
/** The widest UTC offsets in use are -12:00 and +14:00; anything past ±14:00 is no time zone. */
const MAX_OFFSET_MINUTES = 14 * 60;

function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1) return false; // years 0001–9999: year 0000 does not exist in the calendar we store
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The date part of `YYYY-MM-DD` or an RFC 3339 date-time, or undefined when the input is not one: a real
 * calendar date in the years 0001–9999, a real time of day, an offset within ±14:00. The one rule for
 * every date the API takes (entity dates, `time` custom fields).
 */
export function isoDatePart(v: string): string | undefined {
  const m = DATE_ONLY.exec(v) ?? RFC3339.exec(v);
  if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) return undefined;
  const [offsetHours, offsetMinutes] = [m[8], m[9]];
  if (offsetHours !== undefined && offsetMinutes !== undefined) {
    const minutes = Number(offsetMinutes);
    if (minutes > 59 || Number(offsetHours) * 60 + minutes > MAX_OFFSET_MINUTES) return undefined;
  }
  return v.slice(0, 10);
}

/** The date part of a date input (isoDatePart), or an issue when it is not a date. */
export function datePart(v: string, ctx: z.RefinementCtx): string {
  const date = isoDatePart(v);
  if (date !== undefined) return date;
  ctx.addIssue({ code: "custom", message: "must be a date (YYYY-MM-DD)" });
  return z.NEVER;
}

/** Date input: `YYYY-MM-DD` or RFC 3339 (date part kept); `""` or null clears. Output form: `""` when unset. */
export const DateInput = z
  .string()
  .nullish()
  .transform((v, ctx) => (v == null || v === "" ? "" : datePart(v, ctx)));

/** Date output: `YYYY-MM-DD` or `""`. */
export const DateOutput = z.union([z.literal(""), z.string().regex(DATE_ONLY)]);

export const ASSET_ID_MAX = 999_999_999;

/** Asset id as shown: zero-padded to 6 digits with a dash after the third (`000-001`), or `""`. */
export function formatAssetId(n: number | null | undefined): string {
  if (n == null || n <= 0) return "";
  const s = String(n).padStart(6, "0");
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

/** Parses `"000-001"`, `"1"` or `1` to 1; `""`/null to null (unset). Returns undefined when invalid. */
export function parseAssetId(v: string | number | null | undefined): number | null | undefined {
  if (v == null || v === "") return null;
  if (typeof v === "number") return Number.isInteger(v) && v >= 0 && v <= ASSET_ID_MAX ? v || null : undefined;
  if (!/^\d+(-\d+)?$/.test(v.trim())) return undefined;
  const n = Number(v.trim().replace(/-/g, ""));
  return Number.isSafeInteger(n) && n <= ASSET_ID_MAX ? n || null : undefined;
}

const ASSET_ID_ERROR = { error: "must be an asset id such as 000-042" };

/** `000-042`, `000042`, `42`: digits with any dashes (Homebox strips them all; its own sheets print `000--042`). */
export const assetNumber = (raw: string) => Number(raw.replace(/-/g, ""));

/** An asset id in a path (labels, `GET /v1/assets/{assetId}`): 1 … 999,999,999, dashes anywhere. */
export const AssetIdParam = z
  .string()
  .regex(/^[0-9-]+$/, ASSET_ID_ERROR)
  .refine((raw) => /^\d{1,9}$/.test(raw.replace(/-/g, "")) && assetNumber(raw) >= 1, ASSET_ID_ERROR);

export const AssetIdInput = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    const n = parseAssetId(v);
    if (n === undefined) {
      ctx.addIssue({ code: "custom", message: 'must be an asset id such as "000-001"' });
      return z.NEVER;
    }
    return n;
  });

/** Trimmed text with a length cap; null/absent becomes "". */
export const Text = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((v) => v ?? "");

export const Money = z
  .number({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(1e12, { error: "must be at most 1e12" });

export const Quantity = z
  .number({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(1e9, { error: "must be at most 1e9" });

/** A consumable's minimum: below or at it the item is low on stock (docs/api.md, "Consumables"). */
export const MinQuantity = z
  .number({ error: "must be a finite number" })
  .min(0, { error: "must not be negative" })
  .max(1e9, { error: "must be at most 1e9" });

/** The unit a quantity counts in: "" is pieces, else free short text (m, kg, l, pack). */
export const Unit = z.string({ error: "must be text" }).trim().max(16, { error: "must be at most 16 characters" });

/** A true/false query parameter (`true`, `false`, `1`, `0`). */
export const BoolParam = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

/** `page` and `pageSize` of a paged list query (docs/api.md, "List"): pages from 1, up to 1000 a page. */
export const PageParams = {
  page: z.coerce.number({ error: "must be a whole number" }).int().min(1, { error: "must be at least 1" }).default(1),
  pageSize: z.coerce
    .number({ error: "must be a whole number" })
    .int()
    .min(1, { error: "must be at least 1" })
    .max(1000, { error: "must be at most 1000" })
    .default(50),
};
