interface Props {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, total, onPage }: Props) {
  return (
    <nav aria-label="Pages">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous page
      </button>{" "}
      <span aria-live="polite">
        Page {page} of {Math.max(pageCount, 1)} ({total} {total === 1 ? "entity" : "entities"})
      </span>{" "}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next page
      </button>
    </nav>
  );
}
