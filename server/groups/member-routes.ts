import { memberEndpoints as endpoints } from "../../contract";
import { forbidden } from "../domain/errors";
import { OWNER_MESSAGE, VIEWER_MESSAGE } from "../auth/middleware";
import { auth, type Api } from "../http/api";
import { changeRole, listMembers, removeMember } from "./members";

export function registerMemberRoutes(api: Api) {
  const { db } = api.deps;
  api.handle(endpoints.list, (c) => listMembers(db.reader, auth(c).groupId));
  api.handle(endpoints.update, (c, { params, body }) => changeRole(db, auth(c).groupId, params.userId, body.role));
  api.handle(endpoints.remove, (c, { params }) => {
    const { groupId, userId, role } = auth(c);
    // Anyone may leave; only an owner removes someone else.
    if (params.userId !== userId && role !== "owner") {
      throw forbidden(role === "viewer" ? VIEWER_MESSAGE : OWNER_MESSAGE);
    }
    return removeMember(db, groupId, params.userId);
  });
}
