/** aria-describedby and aria-invalid for a control whose hint and error FieldNotes shows. */
export function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

interface Props {
  /** The control's id: the notes' ids derive from it (see describedBy). */
  id: string;
  hint?: string;
  /** A whole sentence. */
  error?: string;
  classNames: { hint?: string; error?: string };
}

/** The hint and the error under a field, tied to its control by describedBy. */
export function FieldNotes({ id, hint, error, classNames }: Props) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={classNames.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={classNames.error}>
          {error}
        </p>
      )}
    </>
  );
}
