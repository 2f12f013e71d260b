import { t } from "@lingui/core/macro";
import { useState } from "react";
import type { PickedEntity } from "../../../components/form/picked-entity";
import { bulkDialog, selection, type SelectedEntity } from "../../bulk";
import styles from "./session.module.css";

/** Under the log: the items this session found, selected at once or moved together into the target. */
export function ScannedActions({ scanned, target }: { scanned: SelectedEntity[]; target: PickedEntity | null }) {
  const [moving, setMoving] = useState(false);
  bulkDialog.usePreload();
  if (scanned.length === 0) return null;
  const count = scanned.length;
  const targetName = target?.name ?? "";
  return (
    <div className={styles.scannedActions}>
      <button type="button" onClick={() => selection.set(scanned, true)}>
        {t`Select everything scanned (${count})`}
      </button>
      {target && (
        <button type="button" onClick={() => setMoving(true)}>
          {t`Move everything scanned into ${targetName}…`}
        </button>
      )}
      {moving && target && (
        <bulkDialog.Dialog
          kind="move"
          ids={scanned.map((e) => e.id)}
          chosen={{ kind: "move", target, path: target.name }}
          onClose={() => setMoving(false)}
        />
      )}
    </div>
  );
}
