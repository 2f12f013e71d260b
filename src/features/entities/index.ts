/**
 * The entities feature's public module: what other features (scan, tags, entity types) may use.
 * Everything else in this folder is internal; ESLint enforces it (eslint.config.js, feature zones).
 */
export { entityQueries } from "./queries";
export { EntityPicker, type PickedEntity } from "./pickers/entity-picker";
export { usePatchEntity } from "./mutations/patch-entity";
export { undoPatchFor } from "./mutations/apply-patch";
// The edit form's own groups, reused by the template editor (src/features/templates) so both read alike.
export { FormSection } from "./edit/form-section";
export { SECTIONS } from "./edit/sections";
export { ExtraFields, IdentificationFields, PurchaseFields, WarrantyFields } from "./edit/group-fields";
export { CustomFieldsEditor } from "./edit/custom-fields-editor";
export { NumberField, TextField } from "./edit/fields";
export { TagPicker } from "./edit/tag-picker";
export { toFormValues } from "./edit/form-values";
export type { EntityFormValues } from "./edit/form-schema";
