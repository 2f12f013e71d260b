/**
 * Bulk: the selection (shared by the list, the locations, the labels page and the scan session), its tray
 * at the foot of every page, and the bulk actions over it (`POST /v1/entities/bulk`). The dialogs are a lazy chunk.
 */
export { selection, useSelection } from "./selection";
export { selectedFromEntity, toSelectedEntity, type SelectedEntity } from "./selected-entity";
export { selectContents } from "./select-pages";
export { useRangeSelection } from "./use-range-selection";
export { SelectCheckbox } from "./select-checkbox";
export { SelectAllMatching } from "./select-all-matching";
export { SelectionTray, bulkDialog } from "./selection-tray";
export { SelectChildrenButton } from "./select-children-button";
