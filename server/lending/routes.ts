import { lendingEndpoints as lending } from "../../contract";
import type { EntityOut } from "../../contract";
import { auth, type Api, type Ctx } from "../http/api";
import { etag } from "../entities/write";
import { checkoutEntity, returnEntity } from "./store";

const withEtag = (c: Ctx, result: { entity: EntityOut; version: number }) => {
  c.header("ETag", etag(result.version));
  return result.entity;
};

export function registerLendingRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(lending.checkout, async (c, { params, body }) =>
    withEtag(c, await checkoutEntity(db, auth(c).groupId, params.id, body)),
  );
  api.handle(lending.return, async (c, { params, body }) =>
    withEtag(c, await returnEntity(db, auth(c).groupId, params.id, body.note)),
  );
}
