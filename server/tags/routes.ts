import { tagEndpoints as tags } from "../../contract";
import { auth, type Api } from "../http/api";
import { tagOut } from "./output";
import { createTag, deleteTag, findTag, listTags, replaceTag } from "./store";

export function registerTagRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(tags.list, async (c) => (await listTags(db.reader, auth(c).groupId)).map(tagOut));
  api.handle(tags.create, async (c, { body }) => tagOut(await createTag(db, auth(c).groupId, body)));
  api.handle(tags.get, async (c, { params }) => tagOut(await findTag(db.kysely, auth(c).groupId, params.id)));
  api.handle(tags.replace, async (c, { params, body }) =>
    tagOut(await replaceTag(db, auth(c).groupId, params.id, body)),
  );
  api.handle(tags.remove, async (c, { params }) => deleteTag(db, auth(c).groupId, params.id));
}
