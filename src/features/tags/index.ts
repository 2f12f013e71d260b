/**
 * The tags feature's public module: what other features may use (the tag list query and the tag
 * checklist of create forms). Everything else in this folder is internal; ESLint enforces it.
 */
export { tagQueries } from "./queries";
export { TagChecklist } from "./tag-checklist";
