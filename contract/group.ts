import { z } from "zod";
import { Id, Name, Timestamp } from "./common";

/** A member's role in a group (docs/api.md, "Roles"): owner manages the group, editor changes the inventory, viewer reads. */
export const ROLES = ["owner", "editor", "viewer"] as const;
export const Role = z.enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` });
export type Role = z.infer<typeof Role>;

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

export const INVITATION_MAX_USES = 100;
export const InvitationCreate = z.object({
  uses: z
    .number({ error: "must be a whole number from 1 to 100" })
    .int({ error: "must be a whole number from 1 to 100" })
    .min(1, { error: "must be at least 1" })
    .max(INVITATION_MAX_USES, { error: `must be at most ${INVITATION_MAX_USES}` }),
  /** Absent or null: 24 hours from now, as Homebox. A time in the past is refused (Homebox accepts it). */
  expiresAt: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date and time" })
    .nullish()
    .refine((v) => v == null || Date.parse(v) > Date.now(), { error: "must lie in the future" }),
  /** Ours: the role the invited person gets; editor unless said otherwise. */
  role: Role.nullish().transform((v) => v ?? "editor"),
});
export type InvitationCreate = z.input<typeof InvitationCreate>;

/** `uses` counts the uses left. The token only appears in the answer to the create. */
export const InvitationOut = z.object({
  id: Id,
  expiresAt: Timestamp,
  uses: z.number(),
  role: Role,
  group: z.object({ id: Id, name: z.string() }),
});
export type InvitationOut = z.infer<typeof InvitationOut>;
export const InvitationCreated = InvitationOut.extend({ token: z.string() });
export type InvitationCreated = z.infer<typeof InvitationCreated>;

/** What the join page shows before an account exists (public, needs the token). */
export const InvitationPreview = z.object({ groupName: z.string(), role: Role, expiresAt: Timestamp });
export type InvitationPreview = z.infer<typeof InvitationPreview>;
