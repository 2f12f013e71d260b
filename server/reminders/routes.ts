import { ReminderSettings } from "../../contract";
import { assertOwner } from "../auth/roles";
import { auth, type Api } from "../http/api";
import { parseJsonBody } from "../http/validate";
import { reminderSettings, saveReminderSettings } from "./settings";

const SETTINGS = { description: "The group's reminder settings", schema: ReminderSettings };

export function registerReminderRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/reminders/settings",
      tag: "notifiers",
      summary: "When reminders go out (warranty: days ahead; default 30)",
      responses: { 200: SETTINGS },
    },
    async (c) => c.json(await reminderSettings(db.reader, auth(c).groupId)),
  );

  api.route(
    {
      method: "put",
      path: "/v1/reminders/settings",
      tag: "notifiers",
      summary: "Change the reminder settings (owner)",
      body: { schema: ReminderSettings },
      responses: { 200: SETTINGS },
    },
    async (c) => {
      assertOwner(c);
      const body = await parseJsonBody(c, ReminderSettings);
      return c.json(await saveReminderSettings(db.kysely, auth(c).groupId, body));
    },
  );
}
