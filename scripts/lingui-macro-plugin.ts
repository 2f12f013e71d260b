import { transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import type { Plugin, Rollup } from "vite";

/** Runs Lingui's Babel macro plugin, which @vitejs/plugin-react 6 no longer runs (docs/i18n.md). */
const SOURCE = /\.[cm]?[jt]sx?$/;
const IMPORTS_MACRO = /from\s+["']@lingui\/(?:core|react)\/macro["']/;

export function linguiMacros(): Plugin {
  return {
    name: "lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (file.includes("/node_modules/") || !SOURCE.test(file) || !IMPORTS_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [linguiMacro],
      });
      return result?.code == null ? null : { code: result.code, map: result.map as Rollup.SourceMapInput };
    },
  };
}
