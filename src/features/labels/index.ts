/** Labels: only the selection and its controls are public; the designer is a lazy chunk with the barcode code. */
export { labelRoutes } from "./routes";
export { toLabelEntity, type LabelEntity } from "./label-entity";
export { labelSelection, useLabelSelection } from "./selection-store";
export { useRangeSelection } from "./use-range-selection";
export { SelectCheckbox } from "./select-checkbox";
export { LabelSelectionBar } from "./selection-bar";
