// The value of the inventory and its locations (for the Locations panel), and the first steps that other
// features mark as done in this browser (a scan, printed labels).
export { homeQueries } from "./queries";
export { rememberFirstStep } from "./first-steps-store";
