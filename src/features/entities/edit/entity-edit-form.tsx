import { t } from "@lingui/core/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { ChangedElsewhereBanner } from "../../live";
import { useChangedElsewhere } from "./use-changed-elsewhere";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { EntityOut } from "../../../../contract/entity";
import type { TagSummary } from "../../../../contract/tag";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { toastStore } from "../../../components/ui/toast-store";
import { entityTypeQueries } from "../../entity-types";
import { withEntityNames } from "./conflict";
import { CustomFieldsEditor } from "../../../components/form/custom-fields-editor";
import { DetailsFields } from "./details-fields";
import { DraftBanner } from "./draft-banner";
import { completeValues } from "./draft-store";
import { EntityFormSchema, type EntityFormValues } from "../../../components/form/form-schema";
import { toFormValues } from "../../../components/form/form-values";
import { FormSection } from "../../../components/form/form-section";
import {
  ExtraFields,
  IdentificationFields,
  PurchaseFields,
  SoldFields,
  WarrantyFields,
} from "../../../components/form/group-fields";
import { SECTIONS, sectionChanged, sectionHasContent } from "../../../components/form/sections";
import { useDraft } from "./use-draft";
import { useEntitySubmit, type Loaded } from "./use-entity-submit";
import { useOpenSections } from "./use-open-sections";
import { useSaveShortcut } from "./use-save-shortcut";
import { useUnsavedGuard } from "./use-unsaved-guard";
import styles from "../../../components/form/form.module.css";
import { paths } from "../../../routing/paths";
import { userLocale } from "../../../components/format/locale";

interface Props {
  entity: EntityOut;
  etag: string | null;
  tags: readonly TagSummary[];
}

const ALWAYS_OPEN = ["details", "custom-fields"];

// Shown only when a save conflicts or a navigation would lose changes: fetched after the form is shown.
const conflictDialog = lazyDialog(() => import("./conflict-dialog").then((m) => m.ConflictDialog));
const leaveDialog = lazyDialog(() => import("./leave-dialog").then((m) => m.LeaveDialog));

/** Mounted once per entity with the values read on arrival, so later refetches never overwrite what is typed. */
export function EntityEditForm({ entity, etag, tags }: Props) {
  const navigate = useNavigate();
  conflictDialog.usePreload();
  leaveDialog.usePreload();
  const initial = useMemo(() => toFormValues(entity), [entity.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const [loaded, setLoaded] = useState<Loaded>({ base: initial, etag });
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const form = useForm<EntityFormValues, unknown, EntityFormValues>({
    defaultValues: initial,
    resolver: zodResolver(EntityFormSchema, undefined, { raw: true }),
    shouldFocusError: false, // the failing field may sit in a closed section: revealErrors focuses it
  });
  const { dirty, blocker, allowNextLeave } = useUnsavedGuard(form, loaded.base);
  const draft = useDraft({ entityId: entity.id, form, base: loaded.base, etag: loaded.etag });
  const { open, setSectionOpen, reveal } = useOpenSections([
    ...ALWAYS_OPEN,
    ...SECTIONS.filter((s) => sectionHasContent(s, initial)).map((s) => s.id),
  ]);

  const revealErrors = useCallback(
    (sections: string[], firstPath: string | null) => {
      reveal(sections);
      // After the sections have rendered open: a hidden input cannot take the focus.
      if (firstPath) setTimeout(() => form.setFocus(firstPath as FieldPath<EntityFormValues>), 0);
    },
    [form, reveal],
  );
  // The type list only if the type select has fetched it (never fetched for this): the entity names its own type.
  const types = useQuery({ ...entityTypeQueries.all(), enabled: false }).data;
  const lookups = useMemo(
    () =>
      withEntityNames(
        {
          typeName: (id: string) => types?.find((t) => t.id === id)?.name ?? "(unknown type)",
          tagName: (id: string) => tags.find((t) => t.id === id)?.name ?? "(unknown tag)",
        },
        entity,
      ),
    [types, tags, entity],
  );
  const { submit, saving, conflict, resolveConflict, dismissConflict, formError } = useEntitySubmit({
    entity,
    form,
    loaded,
    setLoaded,
    lookups,
    revealErrors,
    onSaved: (saved, stay) => {
      draft.markSaved();
      if (stay) return setSavedAt(new Date().toLocaleTimeString(userLocale(), { hour: "2-digit", minute: "2-digit" }));
      allowNextLeave();
      toastStore.show({ title: t`Saved`, durationMs: 4000 });
      void navigate(paths.entity(saved.id));
    },
  });
  useSaveShortcut((stay) => !saving && void submit(stay));
  const elsewhere = useChangedElsewhere(entity.id, loaded.base, loaded.etag, saving, lookups);

  const restoreDraft = () => {
    if (!draft.offer) return;
    setLoaded({ base: completeValues(initial, draft.offer.base), etag: draft.offer.etag ?? loaded.etag });
    form.reset(completeValues(initial, draft.offer.values));
    reveal(SECTIONS.map((s) => s.id));
    draft.acceptOffer();
  };
  // The same elements on every render, so a form re-render skips up to 100 custom-field rows.
  const sectionBodies: Record<string, ReactNode> = useMemo(
    () => ({
      details: <DetailsFields entity={entity} tags={tags} />,
      identifications: <IdentificationFields />,
      purchase: <PurchaseFields />,
      warranty: <WarrantyFields />,
      sold: <SoldFields />,
      extras: <ExtraFields />,
      "custom-fields": <CustomFieldsEditor />,
    }),
    [entity, tags],
  );
  const changedTitles = () =>
    SECTIONS.filter((s) => sectionChanged(s, loaded.base, form.getValues())).map((s) => s.title);

  return (
    <FormProvider {...form}>
      <form
        className={styles.page}
        noValidate
        aria-labelledby="edit-title"
        onSubmit={(e) => {
          e.preventDefault();
          if (!saving) void submit(false);
        }}
      >
        <header className={styles.bar}>
          <h1 id="edit-title" className={styles.title}>
            {t`Edit ${entity.name}`}
          </h1>
          <p role="status" className={styles.barStatus}>
            {saving ? t`Saving…` : dirty ? t`Unsaved changes` : savedAt ? t`Saved at ${savedAt}` : ""}
          </p>
          <Link to={paths.entity(entity.id)} className={styles.secondaryButton}>
            {t`Cancel`}
          </Link>
          <button type="button" className={styles.secondaryButton} disabled={saving} onClick={() => void submit(true)}>
            {t`Save and keep editing`}
          </button>
          <button type="submit" className={styles.primaryButton} disabled={saving} aria-keyshortcuts="Control+S Meta+S">
            {t`Save`}
          </button>
        </header>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <ChangedElsewhereBanner id={entity.id} newer={elsewhere.newer} changes={elsewhere.changes} />
        {draft.offer && <DraftBanner draft={draft.offer} onRestore={restoreDraft} onDiscard={draft.dismissOffer} />}
        {SECTIONS.map((section) => (
          <FormSection
            key={section.id}
            section={section}
            base={loaded.base}
            open={open.has(section.id)}
            onOpenChange={(isOpen) => setSectionOpen(section.id, isOpen)}
          >
            {sectionBodies[section.id]}
          </FormSection>
        ))}
      </form>
      {conflict && (
        <conflictDialog.Dialog rows={conflict.rows} onSaveAgain={resolveConflict} onCancel={dismissConflict} />
      )}
      {blocker.state === "blocked" && (
        <leaveDialog.Dialog
          changedSections={changedTitles()}
          onStay={() => blocker.reset()}
          onDiscard={() => {
            draft.discard();
            blocker.proceed();
          }}
        />
      )}
    </FormProvider>
  );
}
