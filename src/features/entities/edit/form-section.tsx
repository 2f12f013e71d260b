import * as Collapsible from "@radix-ui/react-collapsible";
import type { ReactNode } from "react";
import { useFormState, useWatch } from "react-hook-form";
import type { EntityFormValues } from "./form-schema";
import { errorPaths, sectionChanged, sectionOfPath, type SectionDef } from "./sections";
import styles from "./entity-edit-page.module.css";

interface Props {
  section: SectionDef;
  base: EntityFormValues;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

/**
 * One collapsible group of the form, addressable as `#<id>`. Its heading says whether anything in it
 * changed and how many errors it holds, so a closed section still tells you to look inside.
 * Content stays mounted while closed (only hidden) so its inputs keep their registration and focus.
 */
export function FormSection({ section, base, open, onOpenChange, children }: Props) {
  const values = useWatch<EntityFormValues>({ name: section.keys as (keyof EntityFormValues)[] });
  const now = Object.fromEntries(section.keys.map((k, i) => [k, values[i]])) as Partial<EntityFormValues>;
  const changed = sectionChanged(section, base, now);
  const { errors } = useFormState<EntityFormValues>();
  const errorCount = errorPaths(errors).filter((p) => sectionOfPath(p) === section.id).length;
  const headingId = `${section.id}-heading`;

  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} asChild>
      <section id={section.id} aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.sectionHeading}>
          <Collapsible.Trigger className={styles.sectionTrigger}>
            <span aria-hidden="true" className={styles.chevron}>
              {open ? "▾" : "▸"}
            </span>
            {section.title}
            {changed && <span className={styles.changed}> · changed</span>}
            {errorCount > 0 && (
              <span className={styles.errorCount}>
                {" "}
                · {errorCount} {errorCount === 1 ? "error" : "errors"}
              </span>
            )}
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content forceMount className={styles.sectionBody}>
          {children}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
