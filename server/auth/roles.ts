import { ApiError } from "../http/errors";
import { auth, type Ctx } from "../http/api";

/**
 * Role checks for routes (docs/api.md, "Roles"): a viewer may read, an editor may change the inventory, only an
 * owner may manage the group itself (members, invitations, settings, restore, wipe).
 */
export function assertOwner(c: Ctx): void {
  if (auth(c).role !== "owner") throw new ApiError(403, "Only an owner of this group may do this.");
}

export function assertCanWrite(c: Ctx): void {
  if (auth(c).role === "viewer") throw new ApiError(403, "Viewers may look but not change anything in this group.");
}
