import { z } from "zod";
import { Id, Name, Timestamp } from "./common";
import { resource } from "./endpoint";
import { Role } from "./role";

/** Currency codes are ISO 4217, checked against GET /v1/currencies by the service; upper case on output. */
export const GroupOut = z.object({
  id: Id,
  name: z.string(),
  currency: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** Ours: the caller's role in this group (Homebox exposes none). */
  role: Role,
});
export type GroupOut = z.infer<typeof GroupOut>;

export const GroupCreate = z.object({ name: Name });
export const GroupUpdate = z.object({
  name: Name,
  currency: z
    .string({ error: "is required" })
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: "must be a three-letter ISO 4217 code such as EUR" })
    .transform((v) => v.toUpperCase()),
});
export type GroupUpdate = z.input<typeof GroupUpdate>;

export const CurrencyOut = z.object({
  code: z.string(),
  name: z.string(),
  local: z.string(),
  symbol: z.string(),
  decimals: z.number(),
});
export type CurrencyOut = z.infer<typeof CurrencyOut>;

export const MemberOut = z.object({ id: Id, name: z.string(), email: z.string(), role: Role });
export type MemberOut = z.infer<typeof MemberOut>;
export const MemberUpdate = z.object({ role: Role });

const GROUP = { description: "Group", schema: GroupOut };
const MEMBER = { description: "Member", schema: MemberOut };

const groups = resource("groups");

/** Homebox's group endpoints (docs/api.md, "Groups and members"); the group is the one X-Tenant selects. */
export const groupEndpoints = {
  currencies: groups.get("/v1/currencies", "The ISO 4217 currencies a group may use (public)", {
    access: "public",
    responses: { 200: { description: "Currencies sorted by name", schema: z.array(CurrencyOut) } },
  }),
  get: groups.get("/v1/groups", "The selected group", { responses: { 200: GROUP } }),
  all: groups.get("/v1/groups/all", "Every group the caller belongs to, oldest first", {
    access: "account",
    responses: { 200: { description: "Groups", schema: z.array(GroupOut) } },
  }),
  create: groups.post("/v1/groups", "A new group the caller owns (the default group stays as it is)", {
    access: "account",
    body: GroupCreate,
    responses: { 201: { description: "Created", schema: GroupOut } },
  }),
  update: groups.put("/v1/groups", "Rename the group and set its currency (owners)", {
    access: "owner",
    body: GroupUpdate,
    responses: { 200: GROUP, 403: { description: "Not an owner" } },
  }),
  remove: groups.delete(
    "/v1/groups",
    "Delete the group with its inventory and files (owners; only when no other member is left)",
    {
      access: "owner",
      responses: {
        204: { description: "Deleted" },
        400: { description: "Your only group" },
        409: { description: "Other members still belong to it" },
      },
    },
  ),
};

/** Owners remove members and set roles, anyone may leave; the last owner stays (docs/api.md, "Groups and members"). */
export const memberEndpoints = {
  list: groups.get("/v1/groups/members", "The group's members with their roles, in the order they joined", {
    responses: { 200: { description: "Members", schema: z.array(MemberOut) } },
  }),
  update: groups.put("/v1/groups/members/{userId}", "Change a member's role (owners)", {
    access: "owner",
    body: MemberUpdate,
    responses: { 200: MEMBER, 409: { description: "The last owner" } },
  }),
  /** A viewer may leave; removing someone else is checked by the handler (owners only). */
  remove: groups.delete("/v1/groups/members/{userId}", "Remove a member (owners), or leave the group (one's own id)", {
    access: "viewer",
    responses: {
      204: { description: "Removed" },
      404: { description: "Not a member" },
      409: { description: "The last owner" },
    },
  }),
};
