import { memberEndpoints as endpoints } from "../../contract";
import { roleTooLow } from "../auth/middleware";
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
      throw roleTooLow(role === "viewer" ? "viewer" : "owner");
    }
    return removeMember(db, groupId, params.userId);
  });
}
