type TextField = HTMLInputElement | HTMLTextAreaElement;

interface Snapshot {
  value: string;
  start: number | null;
  end: number | null;
}

const TEXT_INPUT_TYPES = new Set(["text", "search", "url", "tel", "password", "email", "number", ""]);

export function asTextField(target: EventTarget | null): TextField | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type)) return target;
  return null;
}

/** Sets a field's value through the prototype's setter plus an `input` event, so that React's onChange sees it. */
export function setFieldValue(el: TextField, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Takes back the characters of a scanner burst that leaked into text fields, from a snapshot of each
 * field at the burst's first keydown in it (so a shortcut that moved focus mid-burst is undone too).
 */
export function createFieldRollback() {
  const snapshots = new Map<TextField, Snapshot>();
  let focusAtStart: Element | null = null;

  return {
    /** A new burst starts: forget the last one's fields. */
    begin() {
      snapshots.clear();
      focusAtStart = document.activeElement;
    },
    /** A character of the burst is about to reach `target`. */
    note(target: EventTarget | null) {
      const field = asTextField(target);
      // selectionStart is null on input types without a caret (email, number): nothing to keep then.
      if (field && !snapshots.has(field))
        snapshots.set(field, { value: field.value, start: field.selectionStart, end: field.selectionEnd });
    },
    /** The burst was a scan: put every touched field (and the focus) back as it was. */
    restore() {
      for (const [field, snap] of snapshots) {
        if (!field.isConnected) continue;
        if (field.value !== snap.value) setFieldValue(field, snap.value);
        if (snap.start !== null && snap.end !== null) {
          try {
            field.setSelectionRange(snap.start, snap.end);
          } catch {
            /* the field's type changed meanwhile: no caret to restore */
          }
        }
      }
      const active = document.activeElement;
      if (active !== focusAtStart) {
        if (focusAtStart instanceof HTMLElement && focusAtStart.isConnected && focusAtStart !== document.body) {
          focusAtStart.focus({ preventScroll: true });
        } else if (active instanceof HTMLElement) active.blur();
      }
      snapshots.clear();
    },
    clear() {
      snapshots.clear();
    },
  };
}
