import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { signOut } from "../features/auth/auth-api";
import { authQueries } from "../features/auth/auth-queries";
import { SelectionTray } from "../features/bulk";
import { useLiveUpdates } from "../features/live";
import { ScanProvider, useScan } from "../features/scan";
import styles from "./app-layout.module.css";
import { HeaderSearch } from "./header-search";
import { LanguagePicker } from "./language-picker";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useFocusOnNavigate } from "./use-focus-on-navigate";
import { usePhoneMenu } from "./use-phone-menu";
import { paths } from "../routing/paths";
import { appPath } from "../api/base-path";

// Only for a user of several groups (it shows nothing otherwise): no page's first paint waits for it.
const GroupSwitcher = lazy(() => import("../features/settings").then((m) => ({ default: m.GroupSwitcher })));

// A function, not a constant: the labels are read in the active language at each render.
const nav = () => [
  { to: paths.home(), label: t`Home`, end: true },
  { to: paths.inventory(), label: t`Inventory`, end: true },
  { to: paths.locations(), label: t`Locations`, end: false },
  { to: paths.tags(), label: t`Tags`, end: false },
  { to: paths.entityTypes(), label: t`Types`, end: false },
  { to: paths.templates(), label: t`Templates`, end: false },
  { to: paths.maintenance(), label: t`Maintenance`, end: false },
  { to: paths.activity(), label: t`Activity`, end: false },
  { to: paths.labels(), label: t`Labels`, end: false },
  { to: paths.settings(), label: t`Settings`, end: false },
];

/** The signed-in frame: the scan pipeline (wedge listener and panel) around the header and every page. */
export function AppLayout() {
  return (
    <ScanProvider>
      <AppShell />
    </ScanProvider>
  );
}

/** Header (search, scan, navigation, sign out) around every page. */
function AppShell() {
  const { openPanel } = useScan();
  const self = useQuery(authQueries.self());
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  useLiveUpdates();
  // On a phone the navigation and account sit behind a Menu button; wider screens show them in the header.
  const { open: menuOpen, button: menuButton, toggle: toggleMenu, close: closeMenu } = usePhoneMenu();

  const location = useLocation();

  async function onSignOut() {
    await signOut().catch(() => undefined);
    // A full load of the sign-in page drops every cached query and toast of this session.
    window.location.replace(appPath("/sign-in?chosen=1"));
  }

  return (
    <div className={styles.shell}>
      {/* This page's own address: a bare "#main" would resolve against index.html's <base href>. */}
      <a href={appPath(`${location.pathname}${location.search}#main`)} className={styles.skip}>
        {t`Skip to content`}
      </a>
      <header className={styles.header}>
        <NavLink to={paths.home()} className={styles.brand} end>
          {t`Inventory`}
        </NavLink>
        <HeaderSearch />
        <button type="button" onClick={openPanel}>
          {t`Scan`}
        </button>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="app-menu"
          onClick={toggleMenu}
        >
          {t`Menu`}
        </button>
        <div id="app-menu" className={styles.menu} data-open={menuOpen}>
          <nav aria-label={t`Main`} className={styles.nav}>
            {nav().map((item) => (
              <NavLink key={item.to} to={item.to} end={item.end} className={styles.navLink} onClick={closeMenu}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className={styles.user}>
            {(self.data?.item.groupIds.length ?? 0) > 1 && (
              <Suspense fallback={null}>
                <GroupSwitcher />
              </Suspense>
            )}
            {self.data && (
              <span className={`muted ${styles.userName}`} title={self.data.item.name}>
                {self.data.item.name}
              </span>
            )}
            <LanguagePicker />
            <button type="button" onClick={() => void onSignOut()}>
              {t`Sign out`}
            </button>
          </div>
        </div>
      </header>
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <Suspense fallback={<p>{t`Loading…`}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SelectionTray />
      <Toaster />
      <ShortcutsDialog />
    </div>
  );
}
