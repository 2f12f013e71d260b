/** Labels: only the routes are public; the designer is a lazy chunk with the barcode code. */
export { labelRoutes } from "./routes";
