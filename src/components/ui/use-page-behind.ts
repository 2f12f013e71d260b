import { hideOthers } from "aria-hidden";
import { useEffect } from "react";

/**
 * What a modal Radix dialog does to the page behind it, done without restyling that page's every
 * element. The scan panel (features/scan/panel/scan-panel.tsx) is a non-modal Radix dialog with an
 * overlay of its own: a click on the overlay is outside the panel and closes it, Tab loops inside it
 * (Radix's focus scope), and focus leaving it by other means closes it too. This hook adds the rest:
 * the page is hidden from assistive technology and does not scroll while the panel is open.
 *
 * Why not Radix's modal mode: it sets `pointer-events: none` on <body> and a custom property on it
 * (react-remove-scroll), both inherited, so opening the panel recalculated the style of every element
 * on the page: 12 ms on the inventory list, on the path from a scan to its result on screen
 * (docs/decisions/019-memory-and-page-weight.md). Here `aria-hidden` goes on the page's top-level elements only,
 * `overflow: hidden` on the root element (not inherited) locks the scroll, keeping the scrollbar's
 * gutter so that nothing shifts, and `data-page-behind` on the root element tells the page's own
 * floating layers (the toasts, toaster.module.css) to let clicks through to the panel.
 *
 * `panel`: the open panel's element (null while closed), from a callback ref: it mounts in a portal.
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
