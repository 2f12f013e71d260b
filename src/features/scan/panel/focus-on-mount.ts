/**
 * A ref callback that focuses its element once, when it appears: where a scan result should take the
 * keyboard (Enter confirms) without the user reaching for the mouse. Module-level, so React calls it
 * on mount only.
 */
export function focusOnMount(el: HTMLElement | null) {
  el?.focus({ preventScroll: false });
}
