import { barcodeEndpoints as barcode } from "../../contract";
import { CsvTooManyRowsError } from "../csv/reader";
import { awayFromTurn, type AwayFromTurn } from "../http/admission";
import { auth, type Api, type Ctx } from "../http/api";
import { ApiError, invalid } from "../http/errors";
import { outsideCallSlots } from "../http/outside-call-slots";
import { BodyTooLargeError, readRequestCapped } from "../http/read-capped";
import { requestMediaType } from "../http/request-header";
import { CatalogHeaderError, importCatalogCsv } from "./catalog-import";
import { searchBarcode } from "./search";

/** A catalog upload may be this large; larger → 413. */
export const CATALOG_BODY_LIMIT = 10 * 1024 * 1024;

/** The catalog's bytes: 415 unless CSV, 413 past 10 MiB, 400 unless UTF-8. */
async function readCatalogBody(c: Ctx): Promise<Uint8Array> {
  if (requestMediaType(c) !== "text/csv") {
    throw new ApiError(415, "The catalog must be sent as CSV (Content-Type: text/csv).");
  }
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
  return bytes;
}

export function registerBarcodeRoutes(api: Api) {
  const { db, config } = api.deps;

  const lookups = outsideCallSlots({
    ...config.barcode.lookupsAtOnce,
    retryAfterSeconds: Math.ceil(config.barcode.deadlineMs / 1000),
    userRefusal: "Your earlier barcode searches are still running; try again once they are done.",
    processRefusal: "The service is running too many barcode searches now; try again in a moment.",
  });
  api.handle(barcode.search, (c, { query }) => {
    const { userId, groupId } = auth(c);
    const outside: AwayFromTurn = (work) => lookups(userId, () => awayFromTurn(c.req.raw, work));
    // api.deps.fetch, read per request, so that tests can inject a fetch that never leaves the machine.
    return searchBarcode({ db, config: config.barcode, fetch: api.deps.fetch, outside }, groupId, query.data);
  });

  api.handle(barcode.importCatalog, async (c) => {
    const bytes = await readCatalogBody(c);
    const maxRows = config.barcode.catalogMaxRows;
    try {
      return await importCatalogCsv(db.kysely, auth(c).groupId, bytes, { maxRows });
    } catch (err) {
      if (err instanceof CatalogHeaderError) throw invalid(err.fields);
      if (err instanceof CsvTooManyRowsError) {
        throw new ApiError(413, `The catalog has more than ${maxRows} rows; split it into smaller files.`);
      }
      throw err;
    }
  });
}
