/** Tenancy, as ./two-groups.ts sets it up and checks it: attachments and thumbnails, with a session or an attachment token. */
import { describe } from "vitest";
import { attachmentPathAttempts, itAnswersLikeUnknownIds } from "./path-attempts";
import { useTwoGroups } from "./two-groups";

const { itLeftBothGroupsUnchanged } = useTwoGroups();

describe("tenancy of attachments: another group's ids are ids that do not exist", () => {
  itAnswersLikeUnknownIds(attachmentPathAttempts());

  itLeftBothGroupsUnchanged();
});
