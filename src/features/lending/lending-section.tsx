import { t } from "@lingui/core/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EntityOut } from "../../../contract/entity";
import { ErrorText } from "../../components/ui/error-text";
import { BorrowerField, type Borrower } from "./borrower-field";
import { lendEntity, takeBack } from "./lending-api";
import { LentBadge } from "./lent-badge";
import styles from "./lending.module.css";

/** The item page's lending: who has it and a button to take it back, or a short form to lend it. */
export function LendingSection({ entity }: { entity: EntityOut }) {
  const qc = useQueryClient();
  const [borrower, setBorrower] = useState<Borrower | null>(null);
  const [due, setDue] = useState("");
  const [note, setNote] = useState("");
  const lend = useMutation({
    mutationFn: (to: Borrower) =>
      lendEntity(qc, entity.id, {
        to: to.userId ? { userId: to.userId } : { name: to.name },
        due: due || undefined,
        note,
      }),
  });
  const back = useMutation({ mutationFn: () => takeBack(qc, entity.id) });
  const error = lend.error ?? back.error;
  return (
    <section aria-labelledby="lending-heading">
      <h2 id="lending-heading">{t`Lending`}</h2>
      {entity.checkout ? (
        <p>
          <LentBadge checkout={entity.checkout} />{" "}
          <button type="button" disabled={back.isPending} onClick={() => back.mutate()}>
            {t`Take back`}
          </button>
        </p>
      ) : (
        <form
          className={styles.form}
          aria-label={t`Lend`}
          onSubmit={(e) => {
            e.preventDefault();
            if (borrower) lend.mutate(borrower);
          }}
        >
          <BorrowerField key={entity.id} value={borrower} onChange={setBorrower} />
          <label>
            {t`Due back`}
            <input type="date" value={due} onChange={(e) => setDue(e.target.value)} />
          </label>
          <label>
            {t`Note`}
            <input type="text" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <button type="submit" disabled={!borrower || lend.isPending}>
            {t`Lend`}
          </button>
        </form>
      )}
      {error && <ErrorText error={error} />}
    </section>
  );
}
