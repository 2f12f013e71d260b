import { userLocale } from "../../../components/format/locale";

interface Props {
  page: number;
  pageCount: number;
  total: number;
  /** The service stopped counting at `total`: there are more (docs/api.md, "List"). */
  capped?: boolean;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, total, capped = false, onPage }: Props) {
  const more = capped ? "+" : "";
  return (
    <nav aria-label="Pages">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous page
      </button>{" "}
      <span aria-live="polite">
        Page {page} of {Math.max(pageCount, 1)}
        {more} ({total.toLocaleString(userLocale())}
        {more} {total === 1 && !capped ? "result" : "results"})
      </span>{" "}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount && !capped}>
        Next page
      </button>
    </nav>
  );
}
