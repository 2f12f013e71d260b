import { reminderEndpoints as reminders } from "../../contract";
import { auth, type Api } from "../http/api";
import { reminderSettings, saveReminderSettings } from "./settings";

export function registerReminderRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(reminders.settings, async (c) => reminderSettings(db.reader, auth(c).groupId));
  api.handle(reminders.saveSettings, async (c, { body }) => saveReminderSettings(db.kysely, auth(c).groupId, body));
}
