import { NavLink, Outlet } from "react-router";
import styles from "./settings.module.css";
import { SETTINGS_LINKS } from "./settings-links";

/** `/settings/*`: the list of settings pages beside the open one. */
export function SettingsLayout() {
  return (
    <div className={styles.layout}>
      <nav aria-label="Settings" className={styles.nav}>
        <ul>
          {SETTINGS_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
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
