import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import type { EntityOut } from "../../../../contract/entity";
import { selectContents, selectedFromEntity, selection } from "../../bulk";

/**
 * Select mode: the scanned entity joins the selection (a location, when asked, brings what it holds
 * instead); the message counts the selection, and the undo takes out what this scan added.
 */
export async function selectScanned(qc: QueryClient, entity: EntityOut, contents: boolean) {
  const before = new Set(selection.chosen().keys());
  if (contents && entity.entityType.isLocation) await selectContents(qc, entity.id);
  else selection.set([selectedFromEntity(entity)], true);
  const added = [...selection.chosen().keys()].filter((id) => !before.has(id));
  const total = selection.chosen().size;
  const { name } = entity;
  const inside = added.length;
  return {
    message:
      contents && entity.entityType.isLocation
        ? t`Selected ${inside} inside ${name} (${total} selected).`
        : t`Selected ${name} (${total} selected).`,
    undo: async () => {
      selection.remove(added);
      const left = selection.chosen().size;
      return t`Left out of the selection again (${left} selected).`;
    },
  };
}
