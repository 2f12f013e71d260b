import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { EntityOut, MaintenanceEntry } from "../../api/contract";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { formatMoney } from "../../components/format/money";
import { EntryDialog } from "./entry-dialog";
import { useDeleteEntry, useSaveEntry } from "./maintenance-mutations";
import { maintenanceQueries } from "./queries";

const today = () => new Date().toLocaleDateString("sv");

/** The entity page's maintenance log: open entries first, then done ones; add, complete, edit, delete. */
export function MaintenanceSection({ entity }: { entity: EntityOut }) {
  const log = useQuery(maintenanceQueries.entity(entity.id));
  const [editing, setEditing] = useState<MaintenanceEntry | "new" | null>(null);
  const remove = useDeleteEntry();
  const complete = useSaveEntry();
  const total = (log.data ?? []).reduce((sum, m) => sum + m.cost, 0);

  return (
    <section aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">Maintenance</h2>
      <button type="button" onClick={() => setEditing("new")}>
        Log maintenance
      </button>
      <ErrorText error={log.error ?? remove.error ?? complete.error} />
      {log.data?.length === 0 && <p className="muted">Nothing logged yet.</p>}
      {log.data && log.data.length > 0 && (
        <table aria-label="Maintenance log">
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Scheduled</th>
              <th scope="col">Completed</th>
              <th scope="col">Cost</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((m) => (
              <tr key={m.id}>
                <td>{m.name}</td>
                <td>{m.scheduledDate || "—"}</td>
                <td>{m.completedDate || "—"}</td>
                <td>{formatMoney(m.cost)}</td>
                <td>
                  {!m.completedDate && (
                    <button
                      type="button"
                      aria-label={`Mark ${m.name} done`}
                      onClick={() => complete.mutate({ id: m.id, body: { ...m, completedDate: today() } })}
                    >
                      Done
                    </button>
                  )}
                  <button type="button" aria-label={`Edit ${m.name}`} onClick={() => setEditing(m)}>
                    Edit
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button type="button" data-variant="danger" aria-label={`Delete ${m.name}`}>
                        Delete
                      </button>
                    }
                    title={`Delete ${m.name}?`}
                    description="This cannot be undone."
                    confirmLabel="Delete"
                    onConfirm={() => remove.mutate(m.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total cost
              </th>
              <td>{formatMoney(total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
      <EntryDialog
        entityId={entity.id}
        entry={editing === "new" || editing === null ? undefined : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </section>
  );
}
