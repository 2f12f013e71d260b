import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { MAINTENANCE_STATUSES, type MaintenanceStatus, type MaintenanceWithEntity } from "../../api/contract";
import { ErrorText } from "../../components/ui/error-text";
import { formatMoney } from "../../components/format/money";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../app/paths";
import { maintenanceQueries } from "./queries";

const LABEL: Record<MaintenanceStatus, string> = { scheduled: "Open", completed: "Done", both: "All" };
const today = () => new Date().toLocaleDateString("sv");

/** Where an open entry stands: overdue (scheduled before today), due today, or upcoming. */
function standing(m: MaintenanceWithEntity): string {
  if (m.completedDate) return "Done";
  if (m.scheduledDate < today()) return "Overdue";
  return m.scheduledDate === today() ? "Due today" : "Upcoming";
}

/** `/maintenance`: the group's log (overdue and upcoming first, then done), filtered and paged by the URL. */
export function MaintenancePage() {
  usePageTitle("Maintenance");
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
      <h1>Maintenance</h1>
      <div role="group" aria-label="Show" className="inline-form">
        {MAINTENANCE_STATUSES.map((s) => (
          <button key={s} type="button" aria-pressed={s === status} onClick={() => go({ status: s })}>
            {LABEL[s]}
          </button>
        ))}
      </div>
      <ErrorText error={log.error} />
      {log.data && (
        <p role="status">
          {log.data.total} {log.data.total === 1 ? "entry" : "entries"}, {formatMoney(log.data.totalCost)} in all
        </p>
      )}
      {log.data && log.data.items.length > 0 && (
        <table aria-label="Maintenance">
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">What</th>
              <th scope="col">Item</th>
              <th scope="col">Scheduled</th>
              <th scope="col">Completed</th>
              <th scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {log.data.items.map((m) => (
              <tr key={m.id}>
                <td>{standing(m)}</td>
                <td>{m.name}</td>
                <td>
                  <Link to={paths.entity(m.entityId)}>{m.entityName}</Link>
                </td>
                <td>{m.scheduledDate || "—"}</td>
                <td>{m.completedDate || "—"}</td>
                <td>{formatMoney(m.cost)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="inline-form">
          <button type="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
