import { useLingui } from "@lingui/react";
import { NavLink, Outlet } from "react-router";
import { msg } from "@lingui/core/macro";
import styles from "./settings.module.css";
import { SETTINGS_LINKS } from "./settings-links";

/** `/settings/*`: the list of settings pages beside the open one. */
export function SettingsLayout() {
  const { i18n } = useLingui();
  return (
    <div className={styles.layout}>
      <nav aria-label={i18n._(msg`Settings`)} className={styles.nav}>
        <ul>
          {SETTINGS_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{i18n._(link.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}

export default SettingsLayout;
