import { endpointQuery } from "../../api/endpoint-query";
import { maintenanceEndpoints, type MaintenanceStatus } from "../../../contract/maintenance";

/** The query-key factory of the maintenance feature: the group's log (a page with totals) and each entity's. */
export const maintenanceQueries = {
  all: ["maintenance"] as const,
  group: (status: MaintenanceStatus, page: number) =>
    endpointQuery([...maintenanceQueries.all, "group", status, page], maintenanceEndpoints.groupPage, {
      query: { status, page, pageSize: 50 },
    }),
  entity: (entityId: string) =>
    endpointQuery([...maintenanceQueries.all, "entity", entityId], maintenanceEndpoints.entityLog, {
      params: { id: entityId },
    }),
};
