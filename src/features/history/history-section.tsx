import { t } from "@lingui/core/macro";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { entityQueries } from "../../api/entity-queries";
import { ErrorText } from "../../components/ui/error-text";
import { entityTypeName } from "../../i18n/built-in-names";
import { useCanWrite } from "../auth";
import { entityTypeQueries } from "../entity-types";
import { tagQueries } from "../tags";
import { ChangeEntry } from "./change-entry";
import type { Names } from "./change-words";
import { historyQueries } from "./queries";
import { restoreErrorText } from "./restore-error";
import { useRestoreChange } from "./restore-mutation";
import styles from "./history.module.css";

/** The entity page's History: its changes newest first, 20 a page, each restorable by editors. */
export function HistorySection({ entityId }: { entityId: string }) {
  const [page, setPage] = useState(1);
  // Fetched on every visit: an edit saved on the edit page just before is already in it.
  const history = useQuery({
    ...historyQueries.entity(entityId, page),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });
  useRefreshOnSave(entityId);
  const names = useNames();
  const canWrite = useCanWrite();
  const restore = useRestoreChange();
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / (history.data?.pageSize ?? 20)));

  return (
    <section aria-labelledby="history-heading" className={styles.section}>
      <h2 id="history-heading">{t`History`}</h2>
      <ErrorText error={history.error} />
      {restore.error && (
        <p role="alert" className="error">
          {restoreErrorText(restore.error)}
        </p>
      )}
      {history.data?.total === 0 && <p className="muted">{t`No changes recorded.`}</p>}
      {history.data && history.data.items.length > 0 && (
        <ol className={styles.changes} aria-label={t`Changes, newest first`}>
          {history.data.items.map((change) => (
            <ChangeEntry
              key={change.id}
              change={change}
              names={names}
              busy={restore.isPending}
              restore={canWrite ? (fields) => restore.mutate({ entityId, changeId: change.id, fields }) : null}
            />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t`History pages`} className={styles.pages}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t`Newer changes`}</button>
          <span aria-live="polite">{t`Page ${page} of ${pages}`}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t`Older changes`}</button>
        </nav>
      )}
    </section>
  );
}

/**
 * Every save of the entity (the page's own quick changes and edits, another member's through the live
 * stream) gives its detail a new ETag; then the history has a new entry to show.
 */
function useRefreshOnSave(entityId: string) {
  const qc = useQueryClient();
  const etag = useQuery(entityQueries.detail(entityId)).data?.etag;
  const seen = useRef(etag);
  useEffect(() => {
    if (seen.current === etag) return;
    seen.current = etag;
    void qc.invalidateQueries({ queryKey: historyQueries.ofEntity(entityId) });
  }, [qc, entityId, etag]);
}

/** Tag and type names by id, from the lists every picker shares. */
function useNames(): Names {
  const tags = useQuery(tagQueries.all()).data;
  const types = useQuery(entityTypeQueries.all()).data;
  return {
    tag: (id) => tags?.find((tag) => tag.id === id)?.name,
    type: (id) => {
      const type = types?.find((each) => each.id === id);
      return type && entityTypeName(type);
    },
  };
}
