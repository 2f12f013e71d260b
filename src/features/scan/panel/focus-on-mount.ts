/** A ref callback that focuses its element when it appears (module-level, so only on mount). */
export function focusOnMount(el: HTMLElement | null) {
  el?.focus({ preventScroll: false });
}
