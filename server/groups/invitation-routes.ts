import { invitationEndpoints as endpoints } from "../../contract";
import { auth, type Api } from "../http/api";
import {
  createInvitation,
  invitationPreview,
  joinWithInvitation,
  listInvitations,
  revokeInvitation,
} from "./invitations";

export function registerInvitationRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(endpoints.create, (c, { body }) => createInvitation(db, auth(c).groupId, body));
  api.handle(endpoints.list, (c) => listInvitations(db.reader, auth(c).groupId));
  api.handle(endpoints.remove, (c, { params }) => revokeInvitation(db, auth(c).groupId, params.id));
  api.handle(endpoints.join, (c, { params }) => joinWithInvitation(db, auth(c).userId, params.token));
  api.handle(endpoints.preview, (_, { query }) => invitationPreview(db.reader, query.token ?? ""));
}
