/** Tenancy, as ./two-groups.ts sets it up and checks it: tags and entity types. */
import { describe } from "vitest";
import { itRefusesLikeUnknownIds, tagBodyAttempts } from "./body-attempts";
import { itAnswersLikeUnknownIds, tagAndTypePathAttempts } from "./path-attempts";
import { useTwoGroups } from "./two-groups";

const { itLeftBothGroupsUnchanged } = useTwoGroups();

describe("tenancy of tags and entity types: another group's ids are ids that do not exist", () => {
  itAnswersLikeUnknownIds(tagAndTypePathAttempts());
  itRefusesLikeUnknownIds(tagBodyAttempts());

  itLeftBothGroupsUnchanged();
});
