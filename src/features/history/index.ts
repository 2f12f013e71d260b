/** The history feature's public module: the entity page's History section and the history queries. */
export { HistorySection } from "./history-section";
export { historyQueries } from "./queries";
