import { z } from "zod";
import { NotifierCreate, NotifierOut, NotifierTest, NotifierTestResult, NotifierUpdate } from "../../contract";
import { assertOwner } from "../auth/roles";
import { auth, type Api } from "../http/api";
import { invalid, tooManyRequests } from "../http/errors";
import { parseJsonBody, pathId } from "../http/validate";
import { notifications } from "./notifications";
import {
  createNotifier,
  deleteNotifier,
  findNotifier,
  listNotifiers,
  notifierOut,
  recordDelivery,
  updateNotifier,
} from "./store";
import { TEST_SENDS_PER_MINUTE, testSendLimiter } from "./test-send-limit";

const NOTIFIER = { description: "The notifier (its URL masked)", schema: NotifierOut };
const TEST_MESSAGE = { title: "Test message", body: "Test message from your inventory: notifications reach you here." };

/**
 * Notifiers belong to the group and are its owner's to change (their URLs hold the group's secrets);
 * every member sees them masked. docs/notifications.md.
 */
export function registerNotifierRoutes(api: Api) {
  const { db } = api.deps;
  const n = notifications(api.deps.config.notifiers, api.deps.fetch);
  const admitTestSend = testSendLimiter();

  api.route(
    {
      method: "get",
      path: "/v1/notifiers",
      tag: "notifiers",
      summary: "The group's notifiers, by name (URLs masked)",
      responses: { 200: { description: "Notifiers", schema: z.array(NotifierOut) } },
    },
    async (c) => c.json((await listNotifiers(db.reader, auth(c).groupId)).map(notifierOut)),
  );

  api.route(
    {
      method: "post",
      path: "/v1/notifiers",
      tag: "notifiers",
      summary: "Add a notifier (owner)",
      body: { schema: NotifierCreate },
      responses: { 201: NOTIFIER },
    },
    async (c) => {
      assertOwner(c);
      const body = await parseJsonBody(c, NotifierCreate);
      const { groupId, userId } = auth(c);
      return c.json(notifierOut(await createNotifier(n, db, { groupId, userId }, body)), 201);
    },
  );

  api.route(
    {
      method: "put",
      path: "/v1/notifiers/:id",
      tag: "notifiers",
      summary: "Change a notifier (owner); no url keeps the stored one",
      body: { schema: NotifierUpdate },
      responses: { 200: NOTIFIER },
    },
    async (c) => {
      assertOwner(c);
      const id = pathId(c);
      const body = await parseJsonBody(c, NotifierUpdate);
      return c.json(notifierOut(await updateNotifier(n, db, auth(c).groupId, id, body)));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/notifiers/:id",
      tag: "notifiers",
      summary: "Delete a notifier (owner)",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      assertOwner(c);
      await deleteNotifier(db, auth(c).groupId, pathId(c));
      return c.body(null, 204);
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/notifiers/test",
      tag: "notifiers",
      summary: "Send a test message to a URL, or to a saved notifier by id (its result is recorded on it)",
      body: { schema: NotifierTest },
      responses: {
        200: { description: "Delivered", schema: NotifierTestResult },
        429: { description: `More than ${TEST_SENDS_PER_MINUTE} test messages by this user in 60 s` },
        502: { description: "Not delivered; `error` says why" },
      },
    },
    async (c) => {
      assertOwner(c);
      const body = await parseJsonBody(c, NotifierTest);
      const admit = () => {
        const wait = admitTestSend(auth(c).userId);
        if (wait > 0) throw tooManyRequests("Too many test messages; wait and try again.", wait);
      };
      const answer = (error: string | undefined) =>
        error === undefined ? c.json({ delivered: true as const }) : c.json({ error: `Not delivered: ${error}.` }, 502);
      if (body.id) {
        const row = await findNotifier(db.kysely, auth(c).groupId, body.id);
        admit();
        const url = n.secret.open(row.id, row.url);
        const error = url instanceof Error ? url.message : await n.send(url, TEST_MESSAGE);
        await recordDelivery(db, row.id, error, new Date());
        return answer(error);
      }
      const url = body.url ?? "";
      const parsed = n.parse(url);
      if ("problem" in parsed) throw invalid({ url: parsed.problem });
      admit();
      return answer(await n.send(url, TEST_MESSAGE));
    },
  );
}
