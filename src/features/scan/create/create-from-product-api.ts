import { call } from "../../../api/client";
import { attachmentEndpoints } from "../../../../contract/attachment-endpoints";
import type { EntityCreateInput, EntityOut } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { templateEndpoints, type TemplateOut } from "../../../../contract/template";
import { imageFileFromDataUri } from "../lookup/product-image";
import { BARCODE_FIELD } from "../lookup/scan-api";

export interface CreateFromScanInput {
  code: string;
  /** What the form shows; the code joins it as a custom text field named Barcode, so a later scan finds it. */
  body: Omit<EntityCreateInput, "fields">;
  /** The product's embedded image (a data URI), uploaded as the primary photo. */
  imageBase64?: string;
  /** A template whose other defaults (purchase, warranty, notes, custom fields) the entity also gets. */
  template?: TemplateOut;
}

export interface CreateFromScanResult {
  entity: EntityOut;
  /** Set when the entity was created but its photo could not be stored. */
  imageError?: unknown;
}

/** Creates the entity, then uploads the product photo; a failed upload keeps the entity, as the user asked for it. */
export async function createFromScan({
  code,
  body,
  imageBase64,
  template,
}: CreateFromScanInput): Promise<CreateFromScanResult> {
  const barcode = { name: BARCODE_FIELD, type: "text", textValue: code } as const;
  // From a template: what the form shows overrides it; its custom fields come along with the Barcode field.
  const entity = template
    ? await call(templateEndpoints.createItem, {
        params: { id: template.id },
        body: { ...body, fields: [...template.fields.map((f) => ({ ...f, id: null })), barcode] },
      })
    : await call(entityEndpoints.create, { body: { ...body, fields: [barcode] } });
  const file = imageBase64 ? imageFileFromDataUri(imageBase64) : null;
  if (!file) return { entity };
  try {
    const form = new FormData();
    form.append("file", file);
    form.append("type", "photo");
    form.append("primary", "true");
    await call(attachmentEndpoints.upload, { params: { id: entity.id }, body: form });
    return { entity };
  } catch (imageError) {
    return { entity, imageError };
  }
}
