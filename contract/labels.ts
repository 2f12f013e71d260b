import { z } from "zod";
import { AssetIdParam } from "./common";
import { resource } from "./endpoint";

/**
 * Homebox's limit on `GET /v1/qrcode?data=`; the text must also fit a version-40 QR code at error correction M,
 * which the service checks when it draws it (docs/api.md, "Labels").
 */
export const QR_DATA_MAX = 4296;

/**
 * Homebox's SPA percent-encodes `data` inside the encoded query, so it is decoded a second time (`%2B` → `+`,
 * `+` → space); text that is not valid percent-encoding then is a 422, not a guess.
 */
function unescapeAgain(v: string): string | undefined {
  try {
    return decodeURIComponent(v.replace(/\+/g, " "));
  } catch {
    return undefined;
  }
}

export const QrCodeQuery = z
  .object({
    data: z
      .string({ error: "is required" })
      .min(1, { error: "must not be empty" })
      .max(QR_DATA_MAX, { error: `must be at most ${QR_DATA_MAX} characters` }),
  })
  .transform((q, ctx) => {
    const data = unescapeAgain(q.data);
    if (data === undefined) {
      ctx.addIssue({ code: "custom", path: ["data"], message: "must be valid percent-encoding (it is decoded twice)" });
      return z.NEVER;
    }
    return { data };
  });

/** The label maker's routes: `item` and `entity` (Homebox's two names of one route), `location`, `asset`. */
export const LABEL_KINDS = ["item", "entity", "location", "asset"] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/**
 * Homebox's `?print=true` runs a print command on the server; this service prints from the browser
 * (the label designer) instead, so only `false` is accepted. Unknown keys (`tenant`) are ignored.
 */
export const LabelMakerQuery = z.object({
  print: z
    .enum(["false", "0", "true", "1"], { error: 'must be "true" or "false"' })
    .optional()
    .refine((v) => v !== "true" && v !== "1", {
      error: "this service does not print on the server; print from the label designer in the app",
    }),
});

/** `GET /v1/labels/settings`: what a printed code links to (docs/api.md, "Labels"). */
export const LabelSettings = z.object({
  /** The address entity links start with: PUBLIC_URL, or else the address this request came to. */
  baseUrl: z.string(),
  /** Whether PUBLIC_URL set it (otherwise it is only a guess from the request). */
  configured: z.boolean(),
});
export type LabelSettings = z.infer<typeof LabelSettings>;

/** The address a label's code links to: the entity page, which survives moves, renames and new asset ids. */
export function entityUrl(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/entities/${id}`;
}

const PNG = { description: "PNG image", contentType: "image/png" };
/** Renders are capped per user (docs/api.md, "Labels"). */
const DRAWING = { 200: PNG, 429: { description: "Two images are already being drawn for this user" } };

const labels = resource("labels");

const labelMaker = <P extends string>(path: P, summary: string) =>
  labels.get(path, summary, { query: LabelMakerQuery, responses: DRAWING });
const BY_ID = "(name, asset id, location), its QR code linking to the entity's page";

export const labelEndpoints = {
  settings: labels.get(
    "/v1/labels/settings",
    "The base URL that printed labels link to (PUBLIC_URL, or this request's address)",
    { responses: { 200: { description: "Label settings", schema: LabelSettings } } },
  ),
  qrCode: labels.get(
    "/v1/qrcode",
    "A QR code of `data` as PNG (error correction M, 8 px a module). `data` is percent-decoded twice, as Homebox does; 422 when it is longer than 4296 characters or does not fit a QR code",
    { query: QrCodeQuery, responses: DRAWING },
  ),
  item: labelMaker("/v1/labelmaker/item/{id}", `A label PNG for this entity ${BY_ID}`),
  entity: labelMaker("/v1/labelmaker/entity/{id}", `A label PNG for this entity ${BY_ID}`),
  location: labelMaker("/v1/labelmaker/location/{id}", `A label PNG for this location ${BY_ID}`),
  asset: labels.get(
    "/v1/labelmaker/asset/{assetId}",
    "A label PNG for the entity with this asset id (title: the asset id), its QR code linking to the entity's page",
    { params: z.object({ assetId: AssetIdParam }), query: LabelMakerQuery, responses: DRAWING },
  ),
};
