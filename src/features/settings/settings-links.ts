import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * The settings area's navigation, one entry per page. Another feature adds its page here (and its route in
 * src/app/router.tsx under `settings`): nothing else needs to change.
 */
export const SETTINGS_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: "/settings/account", label: msg`Account` },
  { to: "/settings/group", label: msg`Group` },
  { to: "/settings/scanner", label: msg`Scanner` },
  { to: "/settings/notifiers", label: msg`Notifiers` },
  { to: "/settings/import", label: msg`Import` },
  { to: "/settings/export", label: msg`Export and backup` },
];
