/** The entities feature's public module: what other features (scan) may use; ESLint keeps the rest internal. */
export { usePatchEntity } from "./mutations/patch-entity";
export { undoPatchFor } from "./mutations/apply-patch";
export { NewEntityPlacement, placementIds } from "./create/new-entity-placement";
