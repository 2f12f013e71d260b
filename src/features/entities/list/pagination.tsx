import { plural, t } from "@lingui/core/macro";
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
    <nav aria-label={t`Pages`}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t`Previous page`}
      </button>{" "}
      <span aria-live="polite">
        {t`Page ${page} of ${Math.max(pageCount, 1)}${more}`} (
        {capped
          ? t`${total.toLocaleString(userLocale())}+ results`
          : plural(total, { one: "# result", other: `${total.toLocaleString(userLocale())} results` })}
        )
      </span>{" "}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount && !capped}>
        {t`Next page`}
      </button>
    </nav>
  );
}
