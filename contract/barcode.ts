import { z } from "zod";
import { resource } from "./endpoint";

const GS = "\u001d";
/** Printable characters, plus the GS1 group separator that scanners send inside GS1 codes. */
const hasOnlyAllowedChars = (s: string) => [...s].every((ch) => ch === GS || !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(ch));

export const BarcodeCode = z
  .string({ error: "is required" })
  .min(1, { error: "must not be empty" })
  .max(80, { error: "must be at most 80 characters" })
  .refine(hasOnlyAllowedChars, "must hold only printable characters (and the GS1 separator)");

/** `data` is the name in docs/spec/interface.md; `productEAN` is what Homebox clients send. */
export const BarcodeSearchQuery = z
  .object({ data: z.string().optional(), productEAN: z.string().optional() })
  .transform((q, ctx) => {
    const code = q.data ?? q.productEAN;
    const parsed = BarcodeCode.safeParse(code);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: ["data"], message: issue.message });
      return z.NEVER;
    }
    return { data: parsed.data };
  });

export const BarcodeItem = z.object({
  name: z.string(),
  description: z.string(),
  manufacturer: z.string(),
  modelNumber: z.string(),
  quantity: z.number(),
  entityTypeId: z.string().optional(),
  locationId: z.string().optional(),
  parentId: z.string().optional(),
  tagIds: z.array(z.string()).optional(),
});

export const BarcodeResult = z.object({
  barcode: z.string(),
  search_engine_name: z.string(),
  manufacturer: z.string(),
  modelNumber: z.string(),
  notes: z.string(),
  imageURL: z.string(),
  imageBase64: z.string(),
  item: BarcodeItem,
});
export type BarcodeResult = z.infer<typeof BarcodeResult>;
export const BarcodeResults = z.array(BarcodeResult);

/** One row of the product catalog (CSV import, cached lookups). */
export const CatalogProduct = z.object({
  barcode: BarcodeCode,
  name: z.string().trim().min(1, { error: "must not be empty" }).max(255, { error: "must be at most 255 characters" }),
  description: z.string().max(1000, { error: "must be at most 1000 characters" }).default(""),
  manufacturer: z.string().max(255, { error: "must be at most 255 characters" }).default(""),
  modelNumber: z.string().max(255, { error: "must be at most 255 characters" }).default(""),
  notes: z.string().max(1000, { error: "must be at most 1000 characters" }).default(""),
  imageURL: z.string().max(2048, { error: "must be at most 2048 characters" }).default(""),
});
export type CatalogProduct = z.output<typeof CatalogProduct>;

export const CatalogImportResult = z.object({
  imported: z.number(),
  updated: z.number(),
  /** The first 100 rejected rows by line; `errorCount` counts all of them. */
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
  errorCount: z.number(),
});
export type CatalogImportResult = z.infer<typeof CatalogImportResult>;

const products = resource("products");

export const barcodeEndpoints = {
  search: products.get(
    "/v1/products/search-from-barcode",
    "Look a barcode up in the group's catalog and the enabled product databases ([] when nothing is found)",
    {
      query: BarcodeSearchQuery,
      responses: { 200: { description: "Products, catalog rows first", schema: BarcodeResults } },
    },
  ),
  importCatalog: products.post(
    "/v1/products/catalog",
    "Import products from CSV (header row: barcode,name,description,manufacturer,modelNumber,notes,imageURL)",
    {
      body: { contentType: "text/csv", schema: z.string() },
      responses: {
        200: {
          description: "Rows imported or updated; the first 100 rejected rows by line and the count of all",
          schema: CatalogImportResult,
        },
        413: { description: "Larger than 10 MiB, or more rows than CATALOG_MAX_ROWS (1,000,000)" },
      },
    },
  ),
};
