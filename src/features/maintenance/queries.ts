import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { MaintenancePage, MaintenanceWithEntity, type MaintenanceStatus } from "../../../contract";

/** The query-key factory of the maintenance feature: the group's log and each entity's. */
export const maintenanceQueries = {
  all: ["maintenance"] as const,
  group: (status: MaintenanceStatus, page: number) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all, "group", status, page] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/v1/maintenance?status=${status}&page=${page}&pageSize=50`, { schema: MaintenancePage, signal }),
    }),
  entity: (entityId: string) =>
    queryOptions({
      queryKey: [...maintenanceQueries.all, "entity", entityId] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/v1/entities/${entityId}/maintenance`, { schema: z.array(MaintenanceWithEntity), signal }),
    }),
};
