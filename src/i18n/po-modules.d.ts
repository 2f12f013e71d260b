// A `.po` catalog imported from the SPA arrives compiled by @lingui/vite-plugin (vite.config.ts).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
