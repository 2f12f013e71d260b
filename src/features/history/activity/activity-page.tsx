import { Plural, Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ErrorText } from "../../../components/ui/error-text";
import { usePageTitle } from "../../../components/ui/use-page-title";
import { useCanWrite } from "../../auth";
import { historyQueries } from "../queries";
import { batchesOf } from "./activity-batches";
import { ActivityBatch } from "./activity-batch";
import { ActivityFilters } from "./activity-filters";
import { activitySearch, feedFilters, readActivityUrl, type ActivityUrl } from "./activity-url";

/** `/activity`: the group's changes, newest first, a batch's together with its Undo; filters and page in the URL. */
export function ActivityPage() {
  usePageTitle(t`Activity`);
  const [search, setSearch] = useSearchParams();
  const state = readActivityUrl(search);
  const { page } = state;
  const feed = useQuery({ ...historyQueries.feed(feedFilters(state), page), placeholderData: keepPreviousData });
  const canUndo = useCanWrite();
  const go = (next: Partial<ActivityUrl>) => setSearch(activitySearch({ ...state, page: 1, ...next }));
  const data = feed.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section>
      <h1>{t`Activity`}</h1>
      <ActivityFilters state={state} onChange={go} />
      <ErrorText error={feed.error} />
      {data && (
        <p role="status">
          <Plural value={data.total} one="# change" other="# changes" />
        </p>
      )}
      {data && data.items.length > 0 && (
        <ol aria-label={t`Changes`} className="admin-list">
          {batchesOf(data.items).map((batch) => (
            <ActivityBatch key={batch.key} batch={batch} page={data.items} canUndo={canUndo} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t`Pages`} className="inline-form">
          <button type="button" disabled={page <= 1} onClick={() => go({ ...state, page: page - 1 })}>
            {t`Previous`}
          </button>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" disabled={page >= pages} onClick={() => go({ ...state, page: page + 1 })}>
            {t`Next`}
          </button>
        </nav>
      )}
    </section>
  );
}
