/** Tenancy, as ./two-groups.ts sets it up and checks it: entities by id, and entity bodies that reference A's records. */
import { describe } from "vitest";
import { entityBodyAttempts, itRefusesLikeUnknownIds } from "./body-attempts";
import { entityPathAttempts, itAnswersLikeUnknownIds } from "./path-attempts";
import { useTwoGroups } from "./two-groups";

const { itLeftBothGroupsUnchanged } = useTwoGroups();

describe("tenancy of entities: another group's ids are ids that do not exist", () => {
  itAnswersLikeUnknownIds(entityPathAttempts());
  itRefusesLikeUnknownIds(entityBodyAttempts());

  itLeftBothGroupsUnchanged();
});
