import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import {
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
  type MaintenanceWithEntity,
} from "../../../contract/maintenance";
import { ErrorText } from "../../components/ui/error-text";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import { maintenanceQueries } from "./queries";
import { RepeatNote } from "./repeat-text";

const LABEL: Record<MaintenanceStatus, MessageDescriptor> = {
  // An adjective here, not the verb "Open" of links and buttons: French and German word them apart.
  scheduled: msg({ context: "maintenance not done yet", message: "Open" }),
  completed: msg`Done`,
  both: msg`All`,
};
const today = () => new Date().toLocaleDateString("sv");

/** Where an open entry stands: overdue (scheduled before today), due today, or upcoming. */
function standing(m: MaintenanceWithEntity): MessageDescriptor {
  if (m.completedDate) return msg`Done`;
  if (m.scheduledDate < today()) return msg`Overdue`;
  return m.scheduledDate === today() ? msg`Due today` : msg`Upcoming`;
}

/** `/maintenance`: the group's log (overdue and upcoming first, then done), filtered and paged by the URL. */
export function MaintenancePage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Maintenance`);
  const [search, setSearch] = useSearchParams();
  const status = (MAINTENANCE_STATUSES as readonly string[]).includes(search.get("status") ?? "")
    ? (search.get("status") as MaintenanceStatus)
    : "both";
  const page = Math.max(1, Number(search.get("page")) || 1);
  const log = useQuery(maintenanceQueries.group(status, page));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  const go = (next: { status?: MaintenanceStatus; page?: number }) =>
    setSearch({ status: next.status ?? status, page: String(next.page ?? 1) });

  return (
    <section>
      <h1>{t`Maintenance`}</h1>
      <div role="group" aria-label={t`Show`} className="inline-form">
        {MAINTENANCE_STATUSES.map((s) => (
          <button key={s} type="button" aria-pressed={s === status} onClick={() => go({ status: s })}>
            {i18n._(LABEL[s])}
          </button>
        ))}
      </div>
      <ErrorText error={log.error} />
      {log.data && (
        <p role="status">
          <Plural value={log.data.total} one="# entry" other="# entries" />
          {", "}
          <Trans>{formatMoney(log.data.totalCost)} in all</Trans>
        </p>
      )}
      {log.data && log.data.items.length > 0 && (
        <table aria-label={t`Maintenance`}>
          <thead>
            <tr>
              <th scope="col">{t`State`}</th>
              <th scope="col">{t`What`}</th>
              <th scope="col">{t`Item`}</th>
              <th scope="col">{t`Scheduled`}</th>
              <th scope="col">{t`Completed`}</th>
              <th scope="col">{t`Cost`}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.items.map((m) => (
              <tr key={m.id}>
                <td>{i18n._(standing(m))}</td>
                <td>
                  {m.name}
                  <RepeatNote entry={m} />
                </td>
                <td>
                  <Link to={paths.entity(m.entityId)}>{m.entityName}</Link>
                </td>
                <td>{formatDate(m.scheduledDate) || "—"}</td>
                <td>{formatDate(m.completedDate) || "—"}</td>
                <td>{formatMoney(m.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label={t`Pages`} className="inline-form">
          <button type="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>{t`Previous`}</button>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <button type="button" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </section>
  );
}
