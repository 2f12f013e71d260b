import { plural, t } from "@lingui/core/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { stocktakeEndpoints, type FinishInput, type StocktakeOut } from "../../../contract/stocktake";
import { entityQueries } from "../../api/entity-queries";
import { call } from "../../api/client";
import { ErrorText } from "../../components/ui/error-text";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { toastStore } from "../../components/ui/toast-store";
import { undoBatchFromToast } from "../history";
import { stocktakeQueries } from "./queries";

/**
 * The review before a finish: what to do with the unexpected, the missing and the counts, applied as one batch.
 * It reviews the whole view, not the screen's shortened lists.
 */
export function FinishDialog({ view: shown, onClose }: { view: StocktakeOut; onClose: () => void }) {
  const whole = useQuery(stocktakeQueries.detail(shown.id));
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title={t`Finish the stock-take`}>
      {whole.data ? (
        <FinishForm view={whole.data} onClose={onClose} />
      ) : whole.error ? (
        <ErrorText error={whole.error} />
      ) : (
        <p role="status">{t`Loading…`}</p>
      )}
    </ModalDialog>
  );
}

function FinishForm({ view, onClose }: { view: StocktakeOut; onClose: () => void }) {
  const qc = useQueryClient();
  const [moveUnexpected, setMoveUnexpected] = useState(true);
  const [missing, setMissing] = useState<FinishInput["missing"]>("tag");
  const [applyCounts, setApplyCounts] = useState(true);
  const counted = view.found.filter((e) => e.counted).length;
  const kept = view.unexpected.filter((e) => e.keep);
  // What the finish would move: not kept, and not moved (or deleted) by someone meanwhile.
  const movable = view.unexpected.filter((e) => e.now === "unchanged" && !e.keep).length;
  const finish = useMutation({
    mutationFn: (body: FinishInput) => call(stocktakeEndpoints.finish, { params: { id: view.id }, body }),
    meta: { inlineErrors: true },
    onSuccess: ({ batchId }) => {
      onClose();
      const title = t`Stock-take of ${view.locationName} finished.`;
      toastStore.show(batchId ? { title, batchId, undo: () => undoBatchFromToast(qc, batchId) } : { title });
      void qc.invalidateQueries({ queryKey: stocktakeQueries.all });
      void qc.invalidateQueries({ queryKey: entityQueries.all });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    finish.mutate({ moveUnexpected, missing, applyCounts });
  }
  const missingChoices: { value: FinishInput["missing"]; label: string }[] = [
    { value: "tag", label: t`Tag them “missing”` },
    { value: "archive", label: t`Archive them` },
    { value: "none", label: t`Leave them as they are` },
  ];
  return (
    <form onSubmit={submit} aria-label={t`Finish the stock-take`}>
      <label>
        <input type="checkbox" checked={moveUnexpected} onChange={(e) => setMoveUnexpected(e.target.checked)} />{" "}
        {plural(movable, {
          one: `Move the # unexpected entity here`,
          other: `Move the # unexpected entities here`,
        })}
      </label>
      {kept.length > 0 && (
        <ul aria-label={t`Staying where they belong`}>
          {kept.map((e) => (
            <li key={e.entityId}>
              {e.recordedAt ? t`${e.name} stays in ${e.recordedAt.name}` : t`${e.name} stays where it is`}
            </li>
          ))}
        </ul>
      )}
      <fieldset>
        <legend>{plural(view.missing.length, { one: "# missing entity", other: "# missing entities" })}</legend>
        {missingChoices.map((c) => (
          <label key={c.value}>
            <input
              type="radio"
              name="missing"
              value={c.value}
              checked={missing === c.value}
              onChange={() => setMissing(c.value)}
            />{" "}
            {c.label}
          </label>
        ))}
      </fieldset>
      <label>
        <input type="checkbox" checked={applyCounts} onChange={(e) => setApplyCounts(e.target.checked)} />{" "}
        {plural(counted, {
          one: "Set the quantity of # counted entity",
          other: "Set the quantities of # counted entities",
        })}
      </label>
      <ErrorText error={finish.error} />
      <button type="submit" data-variant="primary" disabled={finish.isPending}>
        {t`Finish and apply`}
      </button>
    </form>
  );
}
