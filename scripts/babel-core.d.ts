// @babel/core ships no types and @types/babel__core is not installed: the one call
// scripts/lingui-macro-plugin.ts makes.
declare module "@babel/core" {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: unknown } | null>;
}
