import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { tagQueries } from "./queries";
import styles from "./tag-checklist.module.css";

/** All tags as checkboxes (a group with one visible legend). */
export function TagChecklist({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const tags = useQuery(tagQueries.all());
  if (!tags.data?.length) return null;
  return (
    <fieldset className={styles.group}>
      <legend>{t`Tags`}</legend>
      {tags.data.map((tag) => (
        <label key={tag.id} className={styles.tag}>
          <input
            type="checkbox"
            checked={value.includes(tag.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, tag.id] : value.filter((id) => id !== tag.id))}
          />
          {tag.name}
        </label>
      ))}
    </fieldset>
  );
}
