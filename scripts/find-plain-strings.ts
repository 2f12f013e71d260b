import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/** Words the SPA shows without Lingui (docs/i18n.md): plain JSX text and readable attributes in src/**\/*.tsx. */
const READ_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "aria-description"]);
const WORDS = /[A-Za-z]{2,}/;

type Node = { type: string; [key: string]: unknown };

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : tsxFiles(full);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [full] : [];
  });
}

export function plainStrings(root = "src"): string[] {
  const found: string[] = [];
  for (const file of tsxFiles(root)) {
    const ast = parse(readFileSync(file, "utf8"), { sourceType: "module", plugins: ["typescript", "jsx"] });
    const visit = (node: unknown, inTrans: boolean) => {
      if (!node || typeof node !== "object") return;
      if (Array.isArray(node)) return node.forEach((child) => visit(child, inTrans));
      const n = node as Node & { loc?: { start: { line: number } } };
      const line = `${file}:${n.loc?.start.line ?? "?"}`;
      if (n.type === "JSXElement") {
        const name = (n.openingElement as { name: { name?: string } }).name.name;
        inTrans ||= name === "Trans";
      }
      if (n.type === "JSXText" && !inTrans && WORDS.test(String(n.value))) {
        found.push(`${line}: text "${String(n.value).trim()}"`);
      }
      if (n.type === "JSXAttribute") {
        const name = (n.name as { name?: unknown }).name;
        const value = n.value as Node | null;
        if (READ_ATTRIBUTES.has(String(name)) && value?.type === "StringLiteral" && WORDS.test(String(value.value))) {
          found.push(`${line}: ${String(name)}="${String(value.value)}"`);
        }
      }
      for (const [key, child] of Object.entries(n)) if (key !== "loc") visit(child, inTrans);
    };
    visit(ast.program, false);
  }
  return found;
}
