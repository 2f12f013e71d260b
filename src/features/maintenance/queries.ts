import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/client";
import { maintenanceEndpoints, type MaintenanceStatus } from "../../../contract/maintenance";

/** The query-key factory of the maintenance feature: the group's log and each entity's. */
export const maintenanceQueries = {
  all: ["maintenance"] as const,
  group: (status: MaintenanceStatus, page: number) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all, "group", status, page] as const,
      queryFn: ({ signal }) => call(maintenanceEndpoints.groupLog, { query: { status, page, pageSize: 50 }, signal }),
    }),
  entity: (entityId: string) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all, "entity", entityId] as const,
      queryFn: ({ signal }) => call(maintenanceEndpoints.entityLog, { params: { id: entityId }, signal }),
    }),
};
