import { useEffect, useRef } from "react";

interface Props {
  /** The accessible name, e.g. "Select Cordless drill". */
  label: string;
  checked: boolean;
  /** Some but not all: the header box of a partly selected page. */
  mixed?: boolean;
  /** `shiftKey`: extend from the last clicked row (a click's modifier; Space on the box has none). */
  onToggle: (shiftKey: boolean) => void;
}

/** A checkbox that adds entities to the selection or takes them out. */
export function SelectCheckbox({ label, checked, mixed = false, onToggle }: Props) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={checked}
      // React's change event for a checkbox is the native click, which carries the Shift key.
      onChange={(event) => onToggle((event.nativeEvent as MouseEvent).shiftKey === true)}
    />
  );
}
