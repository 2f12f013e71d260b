/**
 * Labels: choose entities (checkboxes in the inventory list, buttons on the locations page), then
 * print them on label sheets or a label printer from `/labels`. Only the selection and its controls
 * are public; the designer page is a lazy chunk (routes.tsx), so the barcode generator loads with it
 * alone.
 */
export { labelRoutes } from "./routes";
export { toLabelEntity, type LabelEntity } from "./label-entity";
export { labelSelection, useLabelSelection } from "./selection-store";
export { useRangeSelection } from "./use-range-selection";
export { SelectCheckbox } from "./select-checkbox";
export { LabelSelectionBar } from "./selection-bar";
