import { CheckoutInput, ReturnInput } from "./checkout";
import { EntityOut } from "./entity";
import { resource } from "./endpoint";

const ENTITY = { description: "The entity with its check-out", schema: EntityOut };
const lending = resource("lending");

/** Check-out and return of an entity (docs/api.md, "Lending"); both are in the entity's history. */
export const lendingEndpoints = {
  checkout: lending.post(
    "/v1/entities/{id}/checkout",
    "Lend an entity to a member of the group or to a named person (409 when it is already out)",
    {
      body: CheckoutInput,
      responses: { 200: ENTITY, 409: { description: "The entity is already checked out" } },
    },
  ),
  return: lending.post("/v1/entities/{id}/return", "Take a lent entity back (409 when it is not out)", {
    body: ReturnInput,
    responses: { 200: ENTITY, 409: { description: "The entity is not checked out" } },
  }),
};
