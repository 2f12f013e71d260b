import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import type { BulkAction } from "./bulk-action";

export interface StepProps {
  count: number;
  onNext: (action: BulkAction) => void;
  onCancel: () => void;
}

/** A step's form: its fields, then Cancel and Continue (disabled until something is chosen). */
export function StepForm(props: { ready: boolean; onSubmit: () => void; onCancel: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.ready) props.onSubmit();
  };
  return (
    <form onSubmit={submit}>
      {props.children}
      <div className="dialog-actions">
        <button type="button" onClick={props.onCancel}>{t`Cancel`}</button>
        <button type="submit" data-variant="primary" disabled={!props.ready}>{t`Continue`}</button>
      </div>
    </form>
  );
}
