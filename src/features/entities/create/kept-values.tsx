import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import type { PickedEntity } from "../../../components/form/picked-entity";
import { tagQueries } from "../../tags";
import styles from "./create-entity.module.css";

interface Props {
  parent: PickedEntity | null;
  location: PickedEntity | null;
  tagIds: readonly string[];
  onClear: () => void;
}

/**
 * After "Create and add another": what the next item keeps from the last one (its parent, own location and
 * tags), said beside the name being typed rather than left further down the form, with one click to drop it.
 */
export function KeptValues({ parent, location, tagIds, onClear }: Props) {
  const tags = useQuery(tagQueries.all());
  const names = tagIds.map((id) => tags.data?.find((tag) => tag.id === id)?.name).filter(Boolean);
  const parentName = parent?.name;
  const locationName = location?.name;
  const tagList = names.join(", ");
  const kept = [
    parentName && t`in ${parentName}`,
    locationName && t`stored in ${locationName}`,
    tagList && t`tags ${tagList}`,
  ].filter(Boolean);
  if (kept.length === 0) return null;
  return (
    <div className={styles.kept}>
      <p id="create-kept">
        {t`Kept for the next one:`} {kept.join("; ")}
      </p>
      <button type="button" onClick={onClear} aria-describedby="create-kept">
        {t`Clear kept values`}
      </button>
    </div>
  );
}
