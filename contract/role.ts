import { z } from "zod";

/**
 * Owner manages the group, editor changes the inventory, viewer reads (docs/api.md, "Roles"). A module of
 * its own so the invitation preview, which the join page loads, does not bring the whole group contract.
 */
export const ROLES = ["owner", "editor", "viewer"] as const;
export const Role = z.enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` });
export type Role = z.infer<typeof Role>;
