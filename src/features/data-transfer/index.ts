/** What other features use of data transfer: saving a download (the selection tray's CSV export). */
export { saveDownload } from "./transfer-api";
