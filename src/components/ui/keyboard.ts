/** True when a key press belongs to what the user is typing (single-key shortcuts must leave it alone). */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("input, textarea, select, [contenteditable]") !== null;
}

/** True for a bare key press (Shift allowed, as `?` and `+` need it on many layouts). */
export function isPlainKey(event: KeyboardEvent): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented;
}

/**
 * Enter in the header search while on the inventory list: the list opens its only match or moves the
 * focus to its first row once it shows the results of `detail.q`.
 */
export const LIST_SEARCH_SUBMIT = "inventory:list-search-submit";
export type ListSearchSubmit = CustomEvent<{ q: string }>;
