import { config } from "zod/v4/core";

/**
 * The app runs under the service's CSP (no 'unsafe-eval'), which refuses zod's `new Function` probe and
 * reports it on every page: jitless skips it. src/main.tsx imports this first, before any schema is built.
 */
config({ jitless: true });
