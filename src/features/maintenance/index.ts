/** The maintenance feature's public module: the entity page's maintenance section. */
export { MaintenanceSection } from "./maintenance-section";
export { maintenanceQueries } from "./queries";
