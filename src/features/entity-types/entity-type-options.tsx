import { t } from "@lingui/core/macro";
import type { EntityTypeOut } from "../../../contract/entity-type";
import { entityTypeName } from "../../i18n/built-in-names";

type TypeOption = Pick<EntityTypeOut, "id" | "name" | "isLocation">;

/** The `<option>`s of a type select: each type by its name, under "Item types" or "Location types". */
export function EntityTypeOptions({ types }: { types: readonly TypeOption[] }) {
  const group = (label: string, isLocation: boolean) => {
    const members = types.filter((t) => t.isLocation === isLocation);
    return (
      members.length > 0 && (
        <optgroup label={label}>
          {members.map((t) => (
            <option key={t.id} value={t.id}>
              {entityTypeName(t)}
            </option>
          ))}
        </optgroup>
      )
    );
  };
  return (
    <>
      {group(t`Item types`, false)}
      {group(t`Location types`, true)}
    </>
  );
}
