/**
 * Whether the service said the user is in no group at all (code `no_group`: removed from the last one).
 * A module-level flag rather than an event, because a route's loader may get that answer before the
 * app's root has rendered and could listen for it.
 */
let noGroup = false;
const listeners = new Set<() => void>();

export function markNoGroup(): void {
  if (noGroup) return;
  noGroup = true;
  for (const listener of listeners) listener();
}

export const inNoGroup = (): boolean => noGroup;

export function onNoGroupChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
