import { z } from "zod";
import { BarcodeResults, BarcodeSearchQuery, CatalogImportResult } from "../../contract";
import { auth, type Api } from "../http/api";
import { ApiError, invalid } from "../http/errors";
import { parseQuery } from "../http/validate";
import { BodyTooLargeError, readRequestCapped } from "../http/read-capped";
import { CsvTooManyRowsError } from "../csv/reader";
import { CatalogHeaderError, importCatalogCsv } from "./catalog-import";
import { searchBarcode } from "./search";
import { requestMediaType } from "../http/request-header";

/** A catalog upload may be this large; larger → 413. */
export const CATALOG_BODY_LIMIT = 10 * 1024 * 1024;

export function registerBarcodeRoutes(api: Api) {
  const { db, config } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/products/search-from-barcode",
      tag: "products",
      summary: "Look a barcode up in the group's catalog and the enabled product databases ([] when nothing is found)",
      query: BarcodeSearchQuery,
      responses: { 200: { description: "Products, catalog rows first", schema: BarcodeResults } },
    },
    async (c) => {
      const { data } = parseQuery(c, BarcodeSearchQuery);
      // api.deps.fetch, read per request, so that tests can inject a fetch that never leaves the machine.
      const results = await searchBarcode({ db, config: config.barcode, fetch: api.deps.fetch }, auth(c).groupId, data);
      return c.json(results, 200);
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/products/catalog",
      tag: "products",
      summary:
        "Import products from CSV (header row: barcode,name,description,manufacturer,modelNumber,notes,imageURL)",
      body: { schema: z.string(), contentType: "text/csv" },
      responses: {
        200: {
          description: "Rows imported or updated; the first 100 rejected rows by line and the count of all",
          schema: CatalogImportResult,
        },
        413: { description: "Larger than 10 MiB, or more rows than CATALOG_MAX_ROWS (1,000,000)" },
      },
    },
    async (c) => {
      const type = requestMediaType(c);
      if (type !== "text/csv") throw new ApiError(415, "The catalog must be sent as CSV (Content-Type: text/csv).");
      let bytes: Uint8Array;
      try {
        bytes = await readRequestCapped(c, CATALOG_BODY_LIMIT);
      } catch (err) {
        if (err instanceof BodyTooLargeError) throw new ApiError(413, "The catalog file is larger than 10 MiB.");
        throw err;
      }
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        throw new ApiError(400, "The catalog file is not UTF-8 text.");
      }
      const maxRows = config.barcode.catalogMaxRows;
      try {
        return c.json(await importCatalogCsv(db.kysely, auth(c).groupId, bytes, { maxRows }), 200);
      } catch (err) {
        if (err instanceof CatalogHeaderError) throw invalid(err.fields);
        if (err instanceof CsvTooManyRowsError) {
          throw new ApiError(413, `The catalog has more than ${maxRows} rows; split it into smaller files.`);
        }
        throw err;
      }
    },
  );
}
