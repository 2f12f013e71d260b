import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { EntityListItem, TreeNode } from "../../../../contract/entity";
import { paths } from "../../../routing/paths";
import { labelSelection, SelectCheckbox, toLabelEntity, useLabelSelection } from "../../labels";
import styles from "./locations.module.css";

interface Props {
  location: EntityListItem;
  roots: readonly TreeNode[];
  locations: readonly EntityListItem[];
}

function findNode(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

const descendants = (node: TreeNode): string[] => node.children.flatMap((c) => [c.id, ...descendants(c)]);

/** In the selected location's panel: choose it (or it and every location under it) for labels. */
export function LocationLabelActions({ location, roots, locations }: Props) {
  const { t } = useLingui();
  const selected = useLabelSelection();
  const node = findNode(roots, location.id);
  const under = node ? new Set(descendants(node)) : new Set<string>();
  const withSubLocations = () =>
    labelSelection.set([location, ...locations.filter((l) => under.has(l.id))].map(toLabelEntity), true);
  return (
    <div className={styles.panelActions}>
      <label>
        <SelectCheckbox
          label={t`Select ${location.name} for labels`}
          checked={selected.has(location.id)}
          onToggle={() => labelSelection.set([toLabelEntity(location)], !selected.has(location.id))}
        />{" "}
        <Trans>Select {location.name} for labels</Trans>
      </label>
      {under.size > 0 && (
        <button type="button" onClick={withSubLocations}>
          <Plural
            value={under.size}
            one="Select it and its sub-location for labels"
            other="Select it and its # sub-locations for labels"
          />
        </button>
      )}
      {selected.size > 0 && (
        <Link to={paths.labels()}>
          <Trans>Print labels ({selected.size})</Trans>
        </Link>
      )}
    </div>
  );
}
