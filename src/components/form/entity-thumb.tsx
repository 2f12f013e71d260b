import type { ReactNode } from "react";
import { attachmentUrl } from "../../api/client";
import styles from "./entity-thumb.module.css";

interface Props {
  entity: { id: string; thumbnailId: string | null };
  /** Edge in CSS px; the box keeps this size with or without a photo, so rows do not jump as images load. */
  size: number;
  /** Shown when the entity has no primary photo (a type icon), or nothing. */
  fallback?: ReactNode;
}

/**
 * The primary photo's thumbnail (the service's 300 px WebP, docs/attachments.md) beside an entity's name.
 * Decorative (`alt=""`): the name next to it says what it is. Lazy, since a list page holds 50 of them.
 */
export function EntityThumb({ entity, size, fallback }: Props) {
  return (
    <span className={styles.thumb} style={{ width: size, height: size }}>
      {entity.thumbnailId ? (
        <img
          src={attachmentUrl(entity.id, entity.thumbnailId)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      ) : (
        fallback
      )}
    </span>
  );
}
