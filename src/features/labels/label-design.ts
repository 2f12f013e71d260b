import { z } from "zod";
import { entityUrl } from "../../../contract/labels";
import type { SelectedEntity as SelectedEntity } from "../bulk";

export const CODE_KINDS = ["qr", "datamatrix", "code128", "none"] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** Everything the label designer lets one choose; kept in localStorage between visits. */
export const LabelDesign = z.object({
  presetId: z.string().default("avery-l7160"),
  /** Label length on continuous tape, mm. */
  tapeLength: z.number().min(10).max(1000).default(29),
  code: z.enum(CODE_KINDS).default("qr"),
  /** What the code holds: the entity's link (survives renames, moves, new asset ids) or its asset id. */
  codeData: z.enum(["url", "assetId"]).default("url"),
  showName: z.boolean().default(true),
  showLocation: z.boolean().default(true),
  showAssetId: z.boolean().default(true),
  customText: z.string().max(200).default(""),
  /** 1-based position of the first label on the first sheet. */
  firstPosition: z.number().int().min(1).default(1),
  /** Where links point; "" means the service's (PUBLIC_URL, or this page's address). */
  baseUrl: z.string().max(500).default(""),
});
export type LabelDesign = z.infer<typeof LabelDesign>;

export const DEFAULT_DESIGN: LabelDesign = LabelDesign.parse({});

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s?#]*$/i;

/**
 * The base of links unless the design names its own: PUBLIC_URL when set, else this page's origin (the
 * service's guess from the Host header may be unreachable behind a proxy).
 */
export function serviceLinkBase(settings: { baseUrl: string; configured: boolean } | undefined, pageOrigin: string) {
  return settings?.configured ? settings.baseUrl : pageOrigin;
}

/** Where the labels' links start: the design's own http(s) address, else the service's. */
export function linkBase(design: LabelDesign, serviceBase: string): { baseUrl: string; customInvalid: boolean } {
  const customInvalid = design.baseUrl !== "" && !HTTP_URL.test(design.baseUrl);
  return { baseUrl: design.baseUrl && !customInvalid ? design.baseUrl : serviceBase, customInvalid };
}

/** What one label shows, the same for the preview, the print and the PDF. */
export interface LabelContent {
  id: string;
  /** The text in the code, or "" for none. */
  codeText: string;
  name: string;
  assetId: string;
  location: string;
  custom: string;
}

/**
 * An entity's label under a design. An entity without an asset id gets its link in the code even when
 * the design asks for the asset id, so that every label scans to its entity.
 */
export function labelContent(
  entity: SelectedEntity,
  design: LabelDesign,
  baseUrl: string,
  locationPath: (locationId: string | null) => string[],
): LabelContent {
  const url = entityUrl(baseUrl, entity.id);
  const codeText = design.code === "none" ? "" : design.codeData === "assetId" && entity.assetId ? entity.assetId : url;
  return {
    id: entity.id,
    codeText,
    name: design.showName ? entity.name : "",
    assetId: design.showAssetId ? entity.assetId : "",
    location: design.showLocation ? locationPath(entity.locationId).join(" › ") : "",
    custom: design.customText.trim(),
  };
}
