import { z } from "zod";
import {
  MaintenanceEntry,
  MaintenanceInput,
  MaintenancePage,
  MaintenanceQuery,
  MaintenanceWithEntity,
} from "../../contract";
import { auth, type Api } from "../http/api";
import { parseJsonBody, parseQuery, pathId } from "../http/validate";
import { addEntry, deleteEntry, entityLog, groupLog, replaceEntry } from "./store";

const ENTRY = { description: "The entry", schema: MaintenanceEntry };
const EntityLogQuery = MaintenanceQuery.pick({ status: true });

export function registerMaintenanceRoutes(api: Api) {
  const { db } = api.deps;

  api.route(
    {
      method: "get",
      path: "/v1/entities/:id/maintenance",
      tag: "maintenance",
      summary: "The entity's maintenance log (open entries first)",
      query: EntityLogQuery,
      responses: { 200: { description: "Entries", schema: z.array(MaintenanceWithEntity) } },
    },
    async (c) => {
      const id = pathId(c);
      const { status } = parseQuery(c, EntityLogQuery);
      return c.json(await entityLog(db.reader, auth(c).groupId, id, status));
    },
  );

  api.route(
    {
      method: "post",
      path: "/v1/entities/:id/maintenance",
      tag: "maintenance",
      summary: "Log maintenance (a scheduled or a completed date is required)",
      body: { schema: MaintenanceInput },
      responses: { 201: ENTRY },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, MaintenanceInput);
      return c.json(await addEntry(db, auth(c).groupId, id, body), 201);
    },
  );

  api.route(
    {
      method: "get",
      path: "/v1/maintenance",
      tag: "maintenance",
      summary: "The group's maintenance log, paged, with its total cost",
      query: MaintenanceQuery,
      responses: { 200: { description: "A page of entries", schema: MaintenancePage } },
    },
    async (c) => c.json(await groupLog(db.reader, auth(c).groupId, parseQuery(c, MaintenanceQuery))),
  );

  api.route(
    {
      method: "put",
      path: "/v1/maintenance/:id",
      tag: "maintenance",
      summary: "Replace a maintenance entry",
      body: { schema: MaintenanceInput },
      responses: { 200: ENTRY },
    },
    async (c) => {
      const id = pathId(c);
      const body = await parseJsonBody(c, MaintenanceInput);
      return c.json(await replaceEntry(db, auth(c).groupId, id, body));
    },
  );

  api.route(
    {
      method: "delete",
      path: "/v1/maintenance/:id",
      tag: "maintenance",
      summary: "Delete a maintenance entry",
      responses: { 204: { description: "Deleted" } },
    },
    async (c) => {
      await deleteEntry(db, auth(c).groupId, pathId(c));
      return c.body(null, 204);
    },
  );
}
