import { EntityUpdate, type DuplicateOptions, type EntityOut } from "../../contract";

const NAME_MAX = 255;

/** Every field of the update body but `id`: the entity output shows each under the same name. */
const COPIED = EntityUpdate.keyof().exclude(["id"]).options;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/** The create body of a duplicate (docs/api.md, "Duplicate"): the source's fields but its asset id. */
export function duplicateBody(source: EntityOut, options: DuplicateOptions): EntityUpdate {
  return {
    ...pick(source, COPIED),
    name: `${options.copyPrefix}${source.name}`.slice(0, NAME_MAX).trim() || source.name,
    assetId: null,
    fields: options.copyCustomFields ? source.fields.map((f) => ({ ...f, id: null })) : [],
  };
}
