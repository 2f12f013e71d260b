/**
 * The entity-types feature's public module: what other features may use (the type list query and the
 * options of a type select). Everything else in this folder is internal; ESLint enforces it.
 */
export { entityTypeQueries } from "./queries";
export { EntityTypeOptions } from "./entity-type-options";
