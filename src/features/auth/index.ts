/** The auth feature's public module for the signed-in app: the user, their role in the group. */
export { authQueries } from "./auth-queries";
export { useCanWrite, useIsOwner, useWriteAccess } from "./use-can-write";
export { applyRole, shownRole } from "./live-role";
