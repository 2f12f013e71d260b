/**
 * zod compiles object parsers with `new Function` when it may: building the first object schema probes
 * for it once. The app runs under the service's CSP (`script-src 'self'`, no 'unsafe-eval'), so that
 * probe is refused and Chromium reports a `securitypolicyviolation` on every page load that loads the
 * contract (found by e2e/hostile-content.spec.ts). jitless skips the probe and the compiled parsers;
 * the browser parses a few responses, not thousands a second, so nothing is lost. (The service keeps
 * zod's JIT.)
 *
 * It must be set before any schema is built, hence the first import of src/main.tsx. zod keeps its
 * global configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod) and adopts an
 * object already there, so this sets it without pulling zod into the tiny bootstrap chunk that the
 * sign-in page paints with; zod-under-csp.test.ts checks that zod still reads it from there.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(g.__zod_globalConfig ??= {}).jitless = true;
export {}; // a module: src/main.tsx imports it for this effect only
