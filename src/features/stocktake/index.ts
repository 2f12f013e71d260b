/** The stock-take feature as other features see it: how a live stock-take event refreshes its queries. */
export { refreshStocktakes } from "./live-refresh";
