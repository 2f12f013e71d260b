import { describe, expect, it } from "vitest";
import { clearDraft, completeValues, draftKey, formatDraftTime, readDraft, writeDraft } from "./draft-store";
import { toFormValues } from "../../../components/form/form-values";
import { ids, makeDrill } from "../../../testing/entity-fixture";

/** An in-memory Storage: the store takes one, so this runs without a DOM. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe("draft store", () => {
  const base = toFormValues(makeDrill());
  const values = { ...base, name: "Drill, edited" };

  it("writes, reads back and clears a draft per entity", () => {
    const storage = memoryStorage();
    writeDraft(ids.entity, { etag: '"3"', base, values }, new Date("2024-05-01T14:32:00Z"), storage);
    expect(readDraft(ids.entity, storage)).toEqual({ etag: '"3"', base, values, savedAt: "2024-05-01T14:32:00.000Z" });
    expect(readDraft(ids.toolbox, storage)).toBeNull();
    clearDraft(ids.entity, storage);
    expect(readDraft(ids.entity, storage)).toBeNull();
  });

  it("ignores a corrupt or foreign value instead of failing", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(ids.entity), "{not json");
    expect(readDraft(ids.entity, storage)).toBeNull();
    storage.setItem(draftKey(ids.entity), JSON.stringify({ values: 3 }));
    expect(readDraft(ids.entity, storage)).toBeNull();
  });

  it("survives a storage that throws (quota, private mode)", () => {
    const broken = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(() => writeDraft(ids.entity, { etag: null, base, values }, new Date(), broken)).not.toThrow();
    // Nothing was kept, and reading says so instead of returning half a draft.
    expect(readDraft(ids.entity, broken)).toBeNull();
  });

  it("reads nothing from a storage that throws on read", () => {
    const locked = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as Storage;
    expect(readDraft(ids.entity, locked)).toBeNull();
    expect(() => clearDraft(ids.entity, locked)).not.toThrow();
  });

  it("fills keys an older draft lacks", () => {
    const { notes: _dropped, ...old } = values;
    expect(completeValues(base, old as typeof values)).toEqual({ ...values, notes: base.notes });
  });

  it("shows the time alone for today, the date too otherwise", () => {
    const now = new Date(2024, 4, 1, 18, 0);
    expect(formatDraftTime(new Date(2024, 4, 1, 14, 32).toISOString(), now)).toMatch(/14.32|2.32/);
    expect(formatDraftTime(new Date(2024, 3, 28, 9, 5).toISOString(), now)).toMatch(/28/);
  });
});
