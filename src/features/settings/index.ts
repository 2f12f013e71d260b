/** The settings feature's public module: the header's group switcher, the settings pages' links, its queries (members). */
export { GroupSwitcher } from "./group-switcher";
export { SETTINGS_LINKS } from "./settings-links";
export { settingsQueries } from "./queries";
