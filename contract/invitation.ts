import { z } from "zod";
import { FutureTimestamp, Id, Timestamp } from "./basics";
import { resource } from "./endpoint";
import { invitationPreviewEndpoint } from "./invitation-preview";
import { Role } from "./role";

export const INVITATION_MAX_USES = 100;
export const InvitationCreate = z.object({
  uses: z
    .number({ error: "must be a whole number from 1 to 100" })
    .int({ error: "must be a whole number from 1 to 100" })
    .min(1, { error: "must be at least 1" })
    .max(INVITATION_MAX_USES, { error: `must be at most ${INVITATION_MAX_USES}` }),
  /** Absent or null: 24 hours from now, as Homebox. A time in the past is refused (Homebox accepts it). */
  expiresAt: FutureTimestamp,
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

const groups = resource("groups");

/** Invitations (docs/api.md, "Invitations"): owners create and revoke them, anyone with the token joins. */
export const invitationEndpoints = {
  create: groups.post(
    "/v1/groups/invitations",
    "Invite people to the group (owners): the token is shown in this answer only",
    {
      access: "owner",
      body: InvitationCreate,
      responses: { 201: { description: "Created", schema: InvitationCreated } },
    },
  ),
  list: groups.get(
    "/v1/groups/invitations",
    "The group's invitations, newest first (owners); `uses` counts the uses left",
    { access: "owner", responses: { 200: { description: "Invitations", schema: z.array(InvitationOut) } } },
  ),
  remove: groups.delete("/v1/groups/invitations/{id}", "Revoke an invitation (owners)", {
    access: "owner",
    responses: { 204: { description: "Revoked" }, 404: { description: "No such invitation in this group" } },
  }),
  join: groups.post(
    "/v1/groups/invitations/{token}",
    "Join the invitation's group as the signed-in user (the default group stays as it is)",
    {
      access: "account",
      params: z.object({ token: z.string() }),
      responses: {
        200: { description: "Joined", schema: z.object({ id: z.string(), name: z.string() }) },
        409: { description: "Already a member" },
        422: { description: "Unknown, revoked, expired or used-up token" },
      },
    },
  ),
  preview: invitationPreviewEndpoint,
};
