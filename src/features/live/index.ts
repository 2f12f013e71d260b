/** The live-updates feature's public module (docs/events.md). */
export { useLiveUpdates } from "./use-live-updates";
export { UpdatedByNote } from "./updated-by-note";
export { ChangedElsewhereBanner, type ChangedField } from "./changed-elsewhere-banner";
