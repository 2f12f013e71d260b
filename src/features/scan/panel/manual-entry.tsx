import { t } from "@lingui/core/macro";
import { useId, useState, type FormEvent, type Ref } from "react";

/** Typing a code by hand (a damaged label, no scanner at hand): the same pipeline as any scan. */
export function ManualEntry({
  onSubmit,
  inputRef,
}: {
  onSubmit: (code: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [code, setCode] = useState("");

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    onSubmit(code.trim());
    setCode("");
  }

  return (
    <form onSubmit={submit} className="inline-form">
      <label htmlFor={id}>{t`Code or asset id`}</label>
      <input
        id={id}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        ref={inputRef}
      />
      <button type="submit">{t`Look up`}</button>
    </form>
  );
}
