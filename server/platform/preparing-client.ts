import type pgModule from "pg";

/** Distinct statements the service names at most; any further one is sent unnamed, as before. */
export const MAX_NAMED_STATEMENTS = 500;
/** A statement with more values (a page's long `IN (…)` list) is sent unnamed, as it is rarely run again. */
export const MAX_NAMED_VALUES = 64;

/** pg's client, naming each statement with parameters by its SQL text so it is planned once (docs/decisions/016). */
export function preparingClient(pg: typeof pgModule): typeof pgModule.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_STATEMENTS) names.set(text, (name = `k${names.size + 1}`));
    return name;
  };
  class PreparingClient extends pg.Client {
    // pg's overloads all end here; only (text, values) from Kysely's driver is named.
    override query(...args: unknown[]): never {
      const [text, values] = args;
      if (typeof text === "string" && Array.isArray(values) && values.length > 0 && values.length <= MAX_NAMED_VALUES) {
        const name = nameOf(text);
        if (name) return super.query({ name, text, values }) as never;
      }
      return (super.query as (...rest: unknown[]) => never)(...args);
    }
  }
  return PreparingClient;
}
