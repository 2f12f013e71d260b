import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { ASSET_ID_MAX, type ImportRowError } from "../../contract";
import type { CsvRecord } from "../domain/homebox-csv";
import { MAX_ENTITY_DEPTH } from "../domain/tree-depth";
import { locationPath, MAX_WALK, type GroupSnapshot, type SnapshotEntity } from "./group-snapshot";

export type RowError = ImportRowError;

/** An entity the import writes: a row of the file, or a location that a row's path names. */
export interface PlannedEntity {
  id: string;
  existing: boolean;
  /** The file line of the row that fills its fields; undefined for a location made from a path alone. */
  line?: number;
  record?: CsvRecord;
  name: string;
  typeId: string;
  isLocation: boolean;
  parentId: string | null;
  assetId: number | null;
  importRef: string;
  tagIds: string[];
  /** Filled in once every parent is known. */
  resolvedLocationId: string | null;
  depth: number;
}

export interface ImportPlan {
  types: Array<{ id: string; name: string; isLocation: boolean }>;
  tags: Array<{ id: string; name: string }>;
  /** Parents before children, so each insert finds its parent. */
  entities: PlannedEntity[];
  /** Existing entities whose place or type changed: their subtrees are resolved again after the write. */
  moved: string[];
  errors: RowError[];
}

/** Entities or rows looked at between two turns of the event loop, so that planning never holds up other requests. */
const PLAN_STEP = 2000;
const yieldEvery = (i: number) => (i > 0 && i % PLAN_STEP === 0 ? nextTurn() : undefined);

const pathKey = (names: readonly string[]) => names.join("\u0000");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Decides what every row does, without writing; the dry run answers from it (docs/data-transfer.md). */
export async function planImport(
  snap: GroupSnapshot,
  rows: ReadonlyArray<{ line: number; record: CsvRecord }>,
  /** Which optional columns the file has: a matched entity keeps its type or place when the file says nothing. */
  opts: {
    typeColumn: boolean;
    locationColumn: boolean;
    /**
     * Names this file's content: a row without HB.import_ref stores `<fileRef>:<line>` as its entity's
     * ref, so that the same file sent again (a retried upload) updates those entities instead of doubling them.
     */
    fileRef: string;
  },
): Promise<ImportPlan> {
  const errors: RowError[] = [];
  const plan: ImportPlan = { types: [], tags: [], entities: [], moved: [], errors };
  const planned = new Map<string, PlannedEntity>();

  // Existing keys: import refs (first one wins, as Homebox's lookup does), locations by path, tags by name.
  const byRef = new Map<string, string>();
  const locations = new Map<string, string>();
  let maxAsset = 0;
  let seen = 0;
  for (const e of snap.entities.values()) {
    await yieldEvery(seen++);
    if (e.importRef && !byRef.has(e.importRef)) byRef.set(e.importRef, e.id);
    if (e.assetId && e.assetId > maxAsset) maxAsset = e.assetId;
    if (!e.isLocation) continue;
    // Only chains of locations from a top-level one have a path a row can name.
    const names = locationPath(snap.entities, e.id);
    if (topOf(snap, e.id)?.parentId === null && !locations.has(pathKey(names))) locations.set(pathKey(names), e.id);
  }
  const tagIds = new Map<string, string>();
  for (const t of snap.tags) if (!tagIds.has(t.name)) tagIds.set(t.name, t.id);
  const nextAsset = () => (maxAsset < ASSET_ID_MAX ? ++maxAsset : null);

  const types = typeResolver(snap, plan);

  function ensureLocation(names: readonly string[]): string | null {
    let parentId: string | null = null;
    for (let i = 1; i <= names.length; i++) {
      const key = pathKey(names.slice(0, i));
      let id = locations.get(key);
      if (!id) {
        id = randomUUID();
        const entity: PlannedEntity = {
          id,
          existing: false,
          name: names[i - 1] ?? "",
          typeId: types.defaultType(true),
          isLocation: true,
          parentId,
          assetId: nextAsset(),
          importRef: "",
          tagIds: [],
          resolvedLocationId: null,
          depth: 0,
        };
        planned.set(id, entity);
        plan.entities.push(entity);
        locations.set(key, id);
      }
      parentId = id;
    }
    return parentId;
  }

  const fileRefs = new Map<string, string>();
  const parentRefs: Array<{ entity: PlannedEntity; ref: string; line: number }> = [];

  for (const [i, { line, record }] of rows.entries()) {
    await yieldEvery(i);
    const retryRef = record.importRef ? "" : `${opts.fileRef}:${line}`;
    const existingId = matchRef(record.importRef || retryRef);
    const type = types.forRecord(record, existingId ? snap.entities.get(existingId) : undefined, !opts.typeColumn);
    const parentByPath = ensureLocation(record.locationPath);
    let id = existingId ?? (record.importRef ? fileRefs.get(record.importRef) : undefined);
    if (!id && type.isLocation) id = locations.get(pathKey([...record.locationPath, record.text["HB.name"]]));
    const current = id ? snap.entities.get(id) : undefined;
    let entity = id ? planned.get(id) : undefined;
    if (!entity) {
      entity = {
        id: id ?? randomUUID(),
        existing: current !== undefined,
        name: "",
        typeId: type.id,
        isLocation: type.isLocation,
        parentId: null,
        assetId: current ? current.assetId : null,
        importRef: current?.importRef ?? "",
        tagIds: [],
        resolvedLocationId: null,
        depth: 0,
      };
      planned.set(entity.id, entity);
      plan.entities.push(entity);
    }
    entity.line = line;
    entity.record = record;
    entity.name = record.text["HB.name"];
    entity.typeId = type.id;
    entity.isLocation = type.isLocation;
    const keepPlace = current && !opts.locationColumn && !record.parentImportRef;
    entity.parentId = keepPlace || parentByPath === entity.id ? (current?.parentId ?? null) : parentByPath;
    if (record.assetId !== null) entity.assetId = record.assetId;
    else if (!entity.existing && entity.assetId === null) entity.assetId = nextAsset();
    // A ref that is the entity's own id (an export of this group) is not stored as a second key.
    if (record.importRef && record.importRef !== entity.id) entity.importRef = record.importRef;
    else if (retryRef && !entity.existing) entity.importRef = retryRef;
    entity.tagIds = record.tagNames.map((name) => {
      let tagId = tagIds.get(name);
      if (!tagId) {
        tagId = randomUUID();
        tagIds.set(name, tagId);
        plan.tags.push({ id: tagId, name });
      }
      return tagId;
    });
    if (record.importRef) fileRefs.set(record.importRef, entity.id);
    if (type.isLocation) locations.set(pathKey([...record.locationPath, entity.name]), entity.id);
    if (record.parentImportRef) parentRefs.push({ entity, ref: record.parentImportRef, line });
  }

  for (const { entity, ref, line } of parentRefs) {
    const parentId = fileRefs.get(ref) ?? matchRef(ref);
    if (!parentId) {
      errors.push({
        ...{ row: line, column: "HB.parent_import_ref", code: "unknown_import_ref", params: { ref } },
        message: `no row or entity has the import ref ${ref}`,
      });
    } else entity.parentId = parentId;
  }

  placeAll(snap, plan, planned);
  return plan;

  function matchRef(ref: string): string | undefined {
    if (!ref) return undefined;
    const found = byRef.get(ref);
    if (found) return found;
    return UUID.test(ref) && snap.entities.has(ref.toLowerCase()) ? ref.toLowerCase() : undefined;
  }
}

function topOf(snap: GroupSnapshot, id: string) {
  let at = snap.entities.get(id);
  for (let steps = 0; at?.parentId && steps < MAX_WALK; steps++) {
    const parent = snap.entities.get(at.parentId);
    if (!parent?.isLocation) break;
    at = parent;
  }
  return at;
}

/** Entity types by name (exact, then ignoring case); a name the group lacks becomes a new type. */
function typeResolver(snap: GroupSnapshot, plan: ImportPlan) {
  const all = [...snap.types];
  const find = (name: string) =>
    all.find((t) => t.name === name) ?? all.find((t) => t.name.toLowerCase() === name.toLowerCase());
  const add = (name: string, isLocation: boolean) => {
    const type = { id: randomUUID(), name, isLocation };
    all.push(type);
    plan.types.push(type);
    return type;
  };
  const defaultType = (isLocation: boolean) =>
    (all.find((t) => t.isLocation === isLocation) ?? add(isLocation ? "Location" : "Item", isLocation)).id;
  return {
    defaultType,
    forRecord(record: CsvRecord, current: SnapshotEntity | undefined, keep: boolean) {
      if (record.typeName) return find(record.typeName) ?? add(record.typeName, record.isLocation);
      if (current && keep) return { id: current.typeId, isLocation: current.isLocation };
      return { id: defaultType(record.isLocation), isLocation: record.isLocation };
    },
  };
}

/** Checks the final tree, resolves each planned entity's location and orders parents before children. */
function placeAll(snap: GroupSnapshot, plan: ImportPlan, planned: Map<string, PlannedEntity>) {
  const parentOf = (id: string) =>
    planned.get(id)?.parentId ?? (planned.has(id) ? null : (snap.entities.get(id)?.parentId ?? null));
  const isLocation = (id: string) => planned.get(id)?.isLocation ?? snap.entities.get(id)?.isLocation ?? false;
  for (const entity of plan.entities) {
    let depth = 1;
    let at = entity.parentId;
    let cycle = false;
    while (at && depth <= MAX_ENTITY_DEPTH) {
      if (at === entity.id) {
        cycle = true;
        break;
      }
      depth++;
      at = parentOf(at);
    }
    if (cycle || depth > MAX_ENTITY_DEPTH) {
      plan.errors.push({
        row: entity.line ?? 0,
        column: entity.record?.parentImportRef ? "HB.parent_import_ref" : "HB.location",
        ...(cycle
          ? { code: "parent_inside_itself", params: {}, message: "the parent would be inside the entity itself" }
          : {
              code: "nested_too_deep",
              params: { max: MAX_ENTITY_DEPTH },
              message: `entities nest at most ${MAX_ENTITY_DEPTH} levels deep`,
            }),
      });
      continue;
    }
    entity.depth = depth;
    const current = snap.entities.get(entity.id);
    if (current && (current.parentId !== entity.parentId || current.isLocation !== entity.isLocation)) {
      plan.moved.push(entity.id);
    }
  }
  if (plan.errors.length > 0) return;
  const resolved = new Map<string, string | null>();
  const resolve = (id: string): string | null => {
    const known = resolved.get(id);
    if (known !== undefined) return known;
    const entity = planned.get(id);
    if (!entity) return snap.entities.get(id)?.resolvedLocationId ?? null;
    const parent = entity.parentId;
    const value = parent === null ? null : isLocation(parent) ? parent : resolve(parent);
    resolved.set(id, value);
    return value;
  };
  for (const entity of plan.entities) entity.resolvedLocationId = resolve(entity.id);
  plan.entities.sort((a, b) => a.depth - b.depth);
}
