/** The settings feature's public module: the header's group switcher and the settings pages' links. */
export { GroupSwitcher } from "./group-switcher";
export { SETTINGS_LINKS } from "./settings-links";
