import type { EntityTypeOut } from "../../api/contract";

/** The `<option>`s of an entity-type select: each type by name, locations marked as such. */
export function EntityTypeOptions({ types }: { types: readonly Pick<EntityTypeOut, "id" | "name" | "isLocation">[] }) {
  return types.map((t) => (
    <option key={t.id} value={t.id}>
      {t.name}
      {t.isLocation ? " (location)" : ""}
    </option>
  ));
}
