import { z } from "zod";
import { entityUrl, LABEL_KINDS, LabelMakerQuery, LabelSettings, QrCodeQuery, type LabelKind } from "../../contract";
import { auth, type Api, type Ctx } from "../http/api";
import { invalid } from "../http/errors";
import { parseQuery, pathId } from "../http/validate";
import { labelPng, type LabelContent } from "./label-png";
import { findLabelTarget, type LabelTarget } from "./label-target";
import { qrPng, QrTooLongError } from "./qr-png";

const PNG = { description: "PNG image", schema: z.string(), contentType: "image/png" };

/** What each label maker route prints (Homebox's layout: the asset route titles the label with the asset id). */
function labelContent(kind: LabelKind, target: LabelTarget, url: string): LabelContent {
  const where = target.locationPath.length ? `Location: ${target.locationPath.join(" › ")}` : "";
  const lines =
    kind === "asset"
      ? [target.name, where]
      : [kind === "location" ? "Location" : "", target.assetId ? `Asset ID ${target.assetId}` : "", where];
  return {
    title: kind === "asset" ? target.assetId : target.name,
    description: lines.filter(Boolean).join("\n"),
    url,
  };
}

const png = (c: Ctx, bytes: Buffer, filename: string) =>
  c.body(new Uint8Array(bytes), 200, {
    "Content-Type": "image/png",
    "Content-Disposition": `inline; filename="${filename}"`,
    // The image shows the group's data: never in a shared cache, and fresh after a rename.
    "Cache-Control": "private, no-cache",
  });

export function registerLabelRoutes(api: Api) {
  const { db, config } = api.deps;
  /** PUBLIC_URL when set; otherwise the address the request came to (right unless a proxy rewrites Host). */
  const baseUrl = (c: Ctx) => config.publicUrl ?? new URL(c.req.url).origin;

  api.route(
    {
      method: "get",
      path: "/v1/labels/settings",
      tag: "labels",
      summary: "The base URL that printed labels link to (PUBLIC_URL, or this request's address)",
      responses: { 200: { description: "Label settings", schema: LabelSettings } },
    },
    (c) => c.json({ baseUrl: baseUrl(c), configured: Boolean(config.publicUrl) }, 200),
  );

  api.route(
    {
      method: "get",
      path: "/v1/qrcode",
      tag: "labels",
      summary:
        "A QR code of `data` as PNG (error correction M, 8 px a module). `data` is percent-decoded twice, as Homebox does; 422 when it is longer than 4296 characters or does not fit a QR code",
      query: QrCodeQuery,
      responses: { 200: PNG },
    },
    async (c) => {
      const { data } = parseQuery(c, QrCodeQuery);
      try {
        return png(c, await qrPng(data, { scale: 8, quietZone: 4 }), "qrcode.png");
      } catch (err) {
        if (err instanceof QrTooLongError) {
          throw invalid({ data: "is too long for a QR code (at most 2331 bytes of text, 4296 digits)" });
        }
        throw err;
      }
    },
  );

  for (const kind of LABEL_KINDS) {
    const param = kind === "asset" ? "assetId" : "id";
    api.route(
      {
        method: "get",
        path: `/v1/labelmaker/${kind}/:${param}`,
        tag: "labels",
        summary:
          kind === "asset"
            ? "A label PNG for the entity with this asset id (title: the asset id), its QR code linking to the entity's page"
            : `A label PNG for this ${kind === "location" ? "location" : "entity"} (name, asset id, location), its QR code linking to the entity's page`,
        query: LabelMakerQuery,
        responses: { 200: PNG },
      },
      async (c) => {
        parseQuery(c, LabelMakerQuery);
        const id = kind === "asset" ? (c.req.param("assetId") ?? "") : pathId(c);
        const target = await findLabelTarget(db.reader, auth(c).groupId, kind, id);
        const content = labelContent(kind, target, entityUrl(baseUrl(c), target.id));
        return png(c, await labelPng(content), `label-${target.assetId || target.id}.png`);
      },
    );
  }
}
