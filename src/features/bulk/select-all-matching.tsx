import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ErrorText } from "../../components/ui/error-text";
import { formatNumber } from "../../components/format/number";
import { SELECT_ALL_LIMIT, selectPages, type LoadPage } from "./select-pages";
import styles from "./bulk.module.css";

interface Props {
  /** How many entities match the list's filters (a lower bound when `capped`). */
  total: number;
  capped: boolean;
  /** One page of the list's matches, with the list's own filters and order. */
  loadPage: LoadPage;
}

/** Above the inventory list: "select all N matching" (across pages, by the list's filters and search). */
export function SelectAllMatching({ total, capped, loadPage }: Props) {
  const { t } = useLingui();
  const matching = `${formatNumber(total)}${capped ? "+" : ""}`;
  const selectAll = useMutation({
    mutationFn: () => selectPages(loadPage),
    meta: { inlineErrors: true },
  });

  return (
    <div role="group" aria-label={t`Selection`} className={styles.selectAll}>
      <button
        type="button"
        onClick={() => selectAll.mutate()}
        disabled={selectAll.isPending}
        aria-busy={selectAll.isPending}
      >
        {selectAll.isPending ? t`Selecting…` : t`Select all ${matching} matching`}
      </button>
      {total > SELECT_ALL_LIMIT && (
        <span className="muted">
          <Trans>(at most {SELECT_ALL_LIMIT})</Trans>
        </span>
      )}
      <ErrorText error={selectAll.error} />
    </div>
  );
}
