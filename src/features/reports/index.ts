/** Reports: the inventory report (PDF or CSV) of a selection, a location or the whole group. */
export { ReportActions } from "./report-actions";
