import { resource } from "./endpoint";

const reporting = resource("reporting");

/** Homebox's reports. */
export const reportingEndpoints = {
  billOfMaterials: reporting.get(
    "/v1/reporting/bill-of-materials",
    "Homebox's bill of materials as CSV: one row per item (Purchase Date, Name, Description, Manufacturer, Serial Number, Model Number, Quantity, Price, Total Price)",
    { responses: { 200: { description: "CSV file", contentType: "text/csv" } } },
  ),
};
