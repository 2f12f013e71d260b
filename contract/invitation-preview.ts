import { z } from "zod";
import { Timestamp } from "./basics";
import { resource } from "./endpoint";
import { Role } from "./role";

/*
 * The one invitation endpoint the join page calls, in a module of its own so the signed-out pages' chunk
 * does not hold the owners' invitation endpoints (its bundle budget). invitation.ts lists it with the others.
 */

/** What the join page shows before an account exists (public, needs the token). */
export const InvitationPreview = z.object({ groupName: z.string(), role: Role, expiresAt: Timestamp });
export type InvitationPreview = z.infer<typeof InvitationPreview>;

export const invitationPreviewEndpoint = resource("groups").get(
  "/v1/invitations/preview",
  "The group an invitation token joins, for the join page (public; needs the token)",
  {
    access: "public",
    query: z.object({ token: z.string().optional() }),
    responses: { 200: { description: "Preview", schema: InvitationPreview }, 404: { description: "Not usable" } },
  },
);
