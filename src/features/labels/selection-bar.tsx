import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import type { EntityListResult } from "../../../contract/entity";
import { paths } from "../../routing/paths";
import { ErrorText } from "../../components/ui/error-text";
import { toLabelEntity } from "./label-entity";
import styles from "./labels.module.css";
import { labelSelection, useLabelSelection } from "./selection-store";
import { formatNumber } from "../../components/format/number";

/** The most labels one "select all" takes: 50 full sheets of the largest preset. */
export const SELECT_ALL_LIMIT = 1500;
const PAGE_SIZE = 500;

interface Props {
  /** How many entities match the list's filters (a lower bound when `capped`). */
  total: number;
  capped: boolean;
  /** One page of the list's matches, with the list's own filters and order. */
  loadPage: (page: number, pageSize: number) => Promise<EntityListResult>;
}

/** Above the inventory list: how many are chosen for labels, "select all N matching", and Print labels. */
export function LabelSelectionBar({ total, capped, loadPage }: Props) {
  const { t } = useLingui();
  const selected = useLabelSelection();
  const matching = `${formatNumber(total)}${capped ? "+" : ""}`;
  const selectAll = useMutation({
    mutationFn: async () => {
      for (let page = 1; page * PAGE_SIZE <= SELECT_ALL_LIMIT; page++) {
        const result = await loadPage(page, PAGE_SIZE);
        labelSelection.set(result.items.map(toLabelEntity), true);
        if (result.items.length < PAGE_SIZE) break;
      }
    },
    meta: { inlineErrors: true },
  });

  return (
    <div role="group" aria-label={t`Labels`} className={styles.selectionBar}>
      <button
        type="button"
        onClick={() => selectAll.mutate()}
        disabled={selectAll.isPending}
        aria-busy={selectAll.isPending}
      >
        {selectAll.isPending ? t`Selecting…` : t`Select all ${matching} matching`}
      </button>
      {selected.size > 0 && (
        <>
          <span aria-live="polite">
            <Plural value={selected.size} one="# selected" other="# selected" />
          </span>
          <Link to={paths.labels()} className={styles.printLink}>{t`Print labels`}</Link>
          <button type="button" onClick={() => labelSelection.clear()}>{t`Clear selection`}</button>
        </>
      )}
      {total > SELECT_ALL_LIMIT && (
        <span className="muted">
          <Trans>(at most {SELECT_ALL_LIMIT})</Trans>
        </span>
      )}
      <ErrorText error={selectAll.error} />
    </div>
  );
}
