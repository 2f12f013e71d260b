import { hideOthers } from "aria-hidden";
import { useEffect } from "react";

/**
 * Hides the page behind the open scan panel from assistive technology and stops it scrolling. Radix's modal
 * mode would restyle every element of the page, slowing a scan's result (docs/decisions/019-memory-and-page-weight.md).
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
