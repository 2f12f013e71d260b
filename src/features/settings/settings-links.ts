/**
 * The settings area's navigation, one entry per page. Another feature adds its page here (and its route in
 * src/app/router.tsx under `settings`): nothing else needs to change.
 */
export const SETTINGS_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: "/settings/account", label: "Account" },
  { to: "/settings/group", label: "Group" },
  { to: "/settings/scanner", label: "Scanner" },
];
