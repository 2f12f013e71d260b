import { stocktakeEndpoints as stocktakes, type ScanResult } from "../../contract";
import { auth, type Api, type Ctx } from "../http/api";
import { expectedEntities } from "./expected";
import { finishStocktake } from "./finish";
import { markKept } from "./kept";
import { recordScans } from "./scans";
import { cancelStocktake, createStocktake, listStocktakes, stocktakeRow } from "./store";
import { stocktakeView } from "./view";
import { seedLanguage } from "../groups/seed-names";
import { requestHeader } from "../http/request-header";
import { contentTypeOf, reportFileName } from "../reports/report-file";
import { stocktakeReport } from "./report";

/** Who scans: the user, or the API key by its name (as history names it). */
const scanner = (c: Ctx) => {
  const who = auth(c);
  return who.apiKey ? { id: who.apiKey.id, name: who.apiKey.name } : { id: who.userId, name: who.userName };
};

/** Members read stock-takes; scans, finish and cancel are writes, which the contract leaves to editors. */
export function registerStocktakeRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(stocktakes.list, (c) => listStocktakes(db.reader, auth(c).groupId));
  api.handle(stocktakes.create, async (c, { body }) => {
    const { groupId } = auth(c);
    const id = await createStocktake(db, groupId, scanner(c), body);
    return stocktakeView(db.kysely, groupId, await stocktakeRow(db.kysely, groupId, id));
  });
  api.handle(stocktakes.get, async (c, { params, query }) => {
    const { groupId } = auth(c);
    return stocktakeView(db.reader, groupId, await stocktakeRow(db.reader, groupId, params.id), query.limit);
  });
  api.handle(stocktakes.expected, async (c, { params }) => {
    const { groupId } = auth(c);
    return expectedEntities(db.reader, (await stocktakeRow(db.reader, groupId, params.id)).id);
  });
  api.handle(stocktakes.keep, (c, { params, body }) =>
    markKept(db, auth(c).groupId, params.id, params.entityId, body.keep),
  );
  api.handle(stocktakes.scan, async (c, { params, body }) => {
    const results = await recordScans(db, auth(c).groupId, params.id, scanner(c), [body]);
    return results[0] as ScanResult;
  });
  api.handle(stocktakes.scanBatch, async (c, { params, body }) => ({
    results: await recordScans(db, auth(c).groupId, params.id, scanner(c), body.scans),
  }));
  api.handle(stocktakes.finish, (c, { params, body }) => finishStocktake(db, auth(c).groupId, params.id, body));
  api.handle(stocktakes.report, async (c, { params, query }) => {
    const { groupId, userName } = auth(c);
    const view = await stocktakeView(db.reader, groupId, await stocktakeRow(db.reader, groupId, params.id));
    const language = query.language ?? seedLanguage(requestHeader(c, "accept-language"));
    const body = await stocktakeReport(db.reader, groupId, view, { format: query.format, language, madeBy: userName });
    return c.body(body, 200, {
      "Content-Type": contentTypeOf(query.format),
      "Content-Disposition": `attachment; filename="${reportFileName("stocktake", query.format, view.createdAt)}"`,
      "Cache-Control": "no-store",
    });
  });
  api.handle(stocktakes.cancel, (c, { params }) => cancelStocktake(db, auth(c).groupId, params.id));
}
