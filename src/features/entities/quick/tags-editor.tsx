import { plural, t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import type { EntityOut } from "../../../../contract/entity";
import type { ToastGroup } from "../../../components/ui/toast-store";
import { usePatchEntity } from "../mutations/patch-entity";
import { tagQueries } from "../../tags";
import styles from "./quick.module.css";

/** The entity's tags with remove buttons, and a picker to add one; each change is a PATCH with Undo. */
export function TagsEditor({ entity }: { entity: EntityOut }) {
  const tags = useQuery(tagQueries.all());
  const patch = usePatchEntity();
  const addable = (tags.data ?? []).filter((t) => !entity.tagIds.includes(t.id));

  function setTags(tagIds: string[], announce: string, group: ToastGroup) {
    patch.mutate({ id: entity.id, patch: { tagIds }, announce, group });
  }
  const { name } = entity;
  const removed: ToastGroup = {
    key: `tags-removed-${entity.id}`,
    title: (count) => plural(count, { one: `# tag removed from ${name}.`, other: `# tags removed from ${name}.` }),
  };
  const added: ToastGroup = {
    key: `tags-added-${entity.id}`,
    title: (count) => plural(count, { one: `# tag added to ${name}.`, other: `# tags added to ${name}.` }),
  };

  return (
    <div className={styles.tags}>
      <span className={styles.tagsLabel} id="quick-tags-label">
        {t`Tags`}
      </span>
      <ul aria-labelledby="quick-tags-label" className={styles.chips}>
        {entity.tags.length === 0 && <li className="muted">{t`No tags`}</li>}
        {entity.tags.map((tag) => (
          <li key={tag.id} className={styles.chip}>
            {tag.name}
            <button
              type="button"
              aria-label={t`Remove tag ${tag.name}`}
              onClick={() =>
                setTags(
                  entity.tagIds.filter((id) => id !== tag.id),
                  t`Tag ${tag.name} removed from ${entity.name}.`,
                  removed,
                )
              }
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {addable.length > 0 && (
        <label className={styles.inline}>
          <span className="visually-hidden">{t`Add tag`}</span>
          <select
            value=""
            onChange={(e) => {
              const tag = addable.find((t) => t.id === e.target.value);
              if (tag) setTags([...entity.tagIds, tag.id], t`Tag ${tag.name} added to ${entity.name}.`, added);
            }}
          >
            <option value="">{t`Add tag…`}</option>
            {addable.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
