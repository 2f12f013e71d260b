import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { EntityListItem, TreeNode } from "../../../../contract/entity";
import { paths } from "../../../routing/paths";
import { selection, SelectCheckbox, toSelectedEntity, useSelection } from "../../bulk";
import styles from "./locations.module.css";

interface Props {
  location: EntityListItem;
  roots: readonly TreeNode[];
  locations: readonly EntityListItem[];
}

/** Every node of the trees, depth first. */
const allNodes = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...allNodes(n.children)]);

/** In the selected location's panel: choose it (or it and every location under it) for labels. */
export function LocationLabelActions({ location, roots, locations }: Props) {
  const { t } = useLingui();
  const selected = useSelection();
  const node = allNodes(roots).find((n) => n.id === location.id);
  const under = new Set(allNodes(node?.children ?? []).map((n) => n.id));
  const withSubLocations = () =>
    selection.set([location, ...locations.filter((l) => under.has(l.id))].map(toSelectedEntity), true);
  return (
    <div className={styles.panelActions}>
      <label>
        <SelectCheckbox
          label={t`Select ${location.name} for labels`}
          checked={selected.has(location.id)}
          onToggle={() => selection.set([toSelectedEntity(location)], !selected.has(location.id))}
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
