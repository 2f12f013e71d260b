import { notifierEndpoints as notifiers } from "../../contract";
import { awayFromTurn } from "../http/admission";
import { auth, type Api } from "../http/api";
import { notifications } from "./notifications";
import { createNotifier, deleteNotifier, listNotifiers, notifierOut, updateNotifier } from "./store";
import { testSender } from "./test-send";

/** Every member sees the group's notifiers masked; only an owner changes them (docs/notifications.md). */
export function registerNotifierRoutes(api: Api) {
  const { db, config } = api.deps;
  const n = notifications(config.notifiers);
  const sendTest = testSender(n, db, config.notifiers);

  api.handle(notifiers.list, async (c) => (await listNotifiers(db.reader, auth(c).groupId)).map(notifierOut));
  api.handle(notifiers.create, async (c, { body }) => notifierOut(await createNotifier(n, db, auth(c), body)));
  api.handle(notifiers.update, async (c, { params, body }) =>
    notifierOut(await updateNotifier(n, db, auth(c).groupId, params.id, body)),
  );
  api.handle(notifiers.remove, async (c, { params }) => deleteNotifier(db, auth(c).groupId, params.id));
  api.handle(notifiers.test, async (c, { body }) => {
    const error = await sendTest(auth(c), body, (work) => awayFromTurn(c.req.raw, work));
    return error === undefined ? { delivered: true as const } : c.json({ error: `Not delivered: ${error}.` }, 502);
  });
}
