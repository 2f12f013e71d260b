import type { Plugin } from "vite";

/** zod's JSON Schema generation: `z.toJSONSchema`, `schema.toJSONSchema()` and a processor per schema type. */
const JSON_SCHEMA_MODULES =
  /[\\/]zod[\\/]v4[\\/]core[\\/](?:json-schema-processors|to-json-schema|json-schema-generator)\.js$/;

type ExportNode = {
  type: string;
  declaration?: { type: string; id?: { name: string }; declarations?: Array<{ id: { name?: string } }> } | null;
  specifiers?: Array<{ exported: { name?: string; value?: string } }>;
};

/**
 * For the SPA build: zod's JSON Schema modules replaced by throwing stubs, since only the service generates
 * JSON Schema (docs/decisions/019-memory-and-page-weight.md).
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "zod-without-json-schema",
    apply: "build",
    transform(code, id) {
      if (!JSON_SCHEMA_MODULES.test(id)) return undefined;
      const names = (this.parse(code).body as ExportNode[]).flatMap((node) => {
        if (node.type !== "ExportNamedDeclaration") return [];
        const d = node.declaration;
        if (d?.id) return [d.id.name];
        if (d?.declarations) return d.declarations.map((v) => v.id.name ?? "");
        return (node.specifiers ?? []).map((s) => s.exported.name ?? s.exported.value ?? "");
      });
      const stub = [
        "const unavailable = () => {",
        '  throw new Error("zod\'s JSON Schema generation is left out of the SPA build (scripts/zod-without-json-schema.ts)");',
        "};",
        ...names.map((name) => `export const ${name} = unavailable;`),
      ].join("\n");
      return { code: stub, map: null };
    },
  };
}
