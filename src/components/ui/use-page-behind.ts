import { hideOthers } from "aria-hidden";
import { useEffect } from "react";

/**
 * What a modal dialog does to the page behind the (non-modal) scan panel: hidden from assistive
 * technology and not scrolling. Radix's modal mode restyles every element of the page (inherited
 * `pointer-events` on <body>), which slowed the path from a scan to its
 * result (docs/decisions/019-memory-and-page-weight.md); `panel` is the open
 * panel's element or null.
 */
export function usePageBehind(panel: HTMLElement | null): void {
  useEffect(() => {
    if (!panel) return;
    const root = document.documentElement;
    const before = { overflow: root.style.overflow, gutter: root.style.scrollbarGutter };
    const scrolls = root.scrollHeight > root.clientHeight;
    root.style.overflow = "hidden";
    root.dataset.pageBehind = "";
    if (scrolls) root.style.scrollbarGutter = "stable";
    const unhide = hideOthers(panel);
    return () => {
      unhide();
      delete root.dataset.pageBehind;
      root.style.overflow = before.overflow;
      root.style.scrollbarGutter = before.gutter;
    };
  }, [panel]);
}
