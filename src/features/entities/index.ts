/**
 * The entities feature's public module: what other features (scan, tags, entity types) may use.
 * Everything else in this folder is internal; ESLint enforces it (eslint.config.js, feature zones).
 */
export { entityQueries } from "./queries";
export { EntityPicker, type PickedEntity } from "./pickers/entity-picker";
export { usePatchEntity } from "./mutations/patch-entity";
export { undoPatchFor } from "./mutations/apply-patch";
