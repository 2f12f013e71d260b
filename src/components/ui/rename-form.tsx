import { t } from "@lingui/core/macro";
import { useEffect, useRef, type FormEvent } from "react";

interface Props {
  /** The current name. */
  name: string;
  /** The field's hidden label: "New name for Kitchen" unless given. */
  label?: string;
  className?: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves, Escape (or Cancel) keeps the old name. */
export function RenameForm({
  name,
  label = t`New name for ${name}`,
  className = "inline-form",
  pending,
  onSave,
  onCancel,
}: Props) {
  // The user asked to rename: the field gets the focus (and Cancel returns it to the list).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("name")).trim();
    if (next && next !== name) onSave(next);
    else onCancel();
  }
  return (
    <form onSubmit={onSubmit} className={className}>
      <label>
        <span className="visually-hidden">{label}</span>
        <input
          name="name"
          defaultValue={name}
          required
          maxLength={255}
          ref={input}
          onKeyDown={(e) => e.key === "Escape" && onCancel()}
        />
      </label>
      <button type="submit" disabled={pending}>
        {t`Save`}
      </button>
      <button type="button" onClick={onCancel}>
        {t`Cancel`}
      </button>
    </form>
  );
}
