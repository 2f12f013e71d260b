import { appAddress } from "../http/app-address";
import { entityUrl, labelEndpoints as labels, type LabelKind } from "../../contract";
import { invalid } from "../domain/errors";
import { auth, type Api, type Ctx } from "../http/api";
import { labelPng, type LabelContent } from "./label-png";
import { findLabelTarget, type LabelTarget } from "./label-target";
import { qrPng, QrTooLongError } from "./qr-png";
import { RenderTurns } from "./render-turns";

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
  const baseUrl = (c: Ctx) => appAddress(c, config);

  const renders = new RenderTurns();

  const label = async (c: Ctx, kind: LabelKind, id: string) => {
    const target = await findLabelTarget(db.reader, auth(c).groupId, kind, id);
    const content = labelContent(kind, target, entityUrl(baseUrl(c), target.id));
    const bytes = await renders.run(auth(c).userId, () => labelPng(content));
    return png(c, bytes, `label-${target.assetId || target.id}.png`);
  };

  api.handle(labels.settings, (c) => ({ baseUrl: baseUrl(c), configured: Boolean(config.publicUrl) }));
  api.handle(labels.qrCode, async (c, { query }) => {
    try {
      const bytes = await renders.run(auth(c).userId, () => qrPng(query.data, { scale: 8, quietZone: 4 }));
      return png(c, bytes, "qrcode.png");
    } catch (err) {
      if (err instanceof QrTooLongError) {
        throw invalid({ data: "is too long for a QR code (at most 2331 bytes of text, 4296 digits)" });
      }
      throw err;
    }
  });
  api.handle(labels.item, (c, { params }) => label(c, "item", params.id));
  api.handle(labels.entity, (c, { params }) => label(c, "entity", params.id));
  api.handle(labels.location, (c, { params }) => label(c, "location", params.id));
  api.handle(labels.asset, (c, { params }) => label(c, "asset", params.assetId));
}
