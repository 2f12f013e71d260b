import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { useFormState, useWatch } from "react-hook-form";
import type { EntityFormValues } from "./form-schema";
import { errorPaths, sectionChanged, sectionOfPath, type SectionDef } from "./sections";
import styles from "./form.module.css";

interface Props {
  section: SectionDef;
  base: EntityFormValues;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/**
 * One collapsible group of the form (`#<id>`), whose heading tells of changes and errors inside. A closed
 * body is `hidden` but stays mounted, so react-hook-form keeps its inputs registered.
 */
export function FormSection({ section, base, open, onOpenChange, children }: Props) {
  const values = useWatch<EntityFormValues>({ name: section.keys as (keyof EntityFormValues)[] });
  const now = Object.fromEntries(section.keys.map((k, i) => [k, values[i]])) as Partial<EntityFormValues>;
  const changed = sectionChanged(section, base, now);
  const { errors } = useFormState<EntityFormValues>();
  const errorCount = errorPaths(errors).filter((p) => sectionOfPath(p) === section.id).length;
  const headingId = `${section.id}-heading`;
  const bodyId = `${section.id}-body`;

  return (
    <section id={section.id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionTrigger}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => onOpenChange(!open)}
        >
          <span aria-hidden="true" className={styles.chevron}>
            {open ? "▾" : "▸"}
          </span>
          {section.title}
          {changed && <span className={styles.changed}> {t`· changed`}</span>}
          {errorCount > 0 && (
            <span className={styles.errorCount}>
              {" "}
              · {errorCount} {errorCount === 1 ? "error" : "errors"}
            </span>
          )}
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className={styles.sectionBody}>
        {children}
      </div>
    </section>
  );
}
