import { z } from "zod";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { userLocale } from "../../../components/format/locale";

/**
 * Unsaved edits of one entity in localStorage, with the values and ETag they started from, so that a
 * restored draft saved over a newer change ends in the conflict dialog instead of overwriting it.
 */
export interface Draft {
  savedAt: string;
  etag: string | null;
  base: EntityFormValues;
  values: EntityFormValues;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// Shape-only check: a draft may hold values that do not validate yet (that is why it is a draft).
const DraftShape = z.object({
  savedAt: z.string(),
  etag: z.string().nullable(),
  base: z.custom<EntityFormValues>(isObject),
  values: z.custom<EntityFormValues>(isObject),
});

const PREFIX = "inventory.entity-draft.";
export const draftKey = (entityId: string) => `${PREFIX}${entityId}`;

export function readDraft(entityId: string, storage: Storage = localStorage): Draft | null {
  try {
    const raw = storage.getItem(draftKey(entityId));
    if (!raw) return null;
    const parsed = DraftShape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // unreadable storage or JSON: behave as if there were no draft
  }
}

export function writeDraft(
  entityId: string,
  draft: Omit<Draft, "savedAt">,
  now = new Date(),
  storage: Storage = localStorage,
) {
  try {
    storage.setItem(draftKey(entityId), JSON.stringify({ ...draft, savedAt: now.toISOString() }));
  } catch {
    // Quota exceeded or storage disabled: the unsaved-changes guard still protects the edit.
  }
}

export function clearDraft(entityId: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(draftKey(entityId));
  } catch {
    /* storage disabled: nothing was kept */
  }
}

/** Fills keys a draft of an older version of the form lacks, so the form never sees `undefined`. */
export function completeValues(fallback: EntityFormValues, partial: EntityFormValues): EntityFormValues {
  return { ...fallback, ...partial };
}

/** "14:32" today, "3 May, 14:32" on another day, in the user's locale. */
export function formatDraftTime(savedAt: string, now = new Date()): string {
  const d = new Date(savedAt);
  const time = d.toLocaleTimeString(userLocale(), { hour: "2-digit", minute: "2-digit" });
  return d.toDateString() === now.toDateString()
    ? time
    : `${d.toLocaleDateString(userLocale(), { day: "numeric", month: "short" })}, ${time}`;
}
