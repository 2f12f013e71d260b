import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { EntityOut } from "../../../contract/entity";
import type { MaintenanceEntry } from "../../../contract/maintenance";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { formatDate } from "../../components/format/date";
import { formatMoney } from "../../components/format/money";
import { useCanWrite } from "../auth";
import { EntryDialog } from "./entry-dialog";
import { useDeleteEntry, useSaveEntry } from "./maintenance-mutations";
import { maintenanceQueries } from "./queries";
import { RepeatNote } from "./repeat-text";

const today = () => new Date().toLocaleDateString("sv");

/**
 * The entity page's maintenance log: open entries first, then done ones; add, complete, edit, delete.
 * Completing a recurring entry makes the service schedule the next one.
 */
export function MaintenanceSection({ entity }: { entity: EntityOut }) {
  const { t } = useLingui();
  const log = useQuery(maintenanceQueries.entity(entity.id));
  const [editing, setEditing] = useState<MaintenanceEntry | "new" | null>(null);
  const remove = useDeleteEntry();
  const complete = useSaveEntry();
  const canWrite = useCanWrite();
  const total = (log.data ?? []).reduce((sum, m) => sum + m.cost, 0);

  return (
    <section aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">{t`Maintenance`}</h2>
      {canWrite && <button type="button" onClick={() => setEditing("new")}>{t`Log maintenance`}</button>}
      <ErrorText error={log.error ?? remove.error ?? complete.error} />
      {log.data?.length === 0 && <p className="muted">{t`Nothing logged yet.`}</p>}
      {log.data && log.data.length > 0 && (
        <table aria-label={t`Maintenance log`}>
          <thead>
            <tr>
              <th scope="col">{t`What`}</th>
              <th scope="col">{t`Scheduled`}</th>
              <th scope="col">{t`Completed`}</th>
              <th scope="col">{t`Cost`}</th>
              {canWrite && <th scope="col">{t`Actions`}</th>}
            </tr>
          </thead>
          <tbody>
            {log.data.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.name}
                  <RepeatNote entry={m} />
                </td>
                <td>{formatDate(m.scheduledDate) || "—"}</td>
                <td>{formatDate(m.completedDate) || "—"}</td>
                <td>{formatMoney(m.cost)}</td>
                {canWrite && (
                  <td>
                    {!m.completedDate && (
                      <button
                        type="button"
                        aria-label={t`Mark ${m.name} done`}
                        onClick={() => complete.mutate({ id: m.id, body: { ...m, completedDate: today() } })}
                      >{t`Done`}</button>
                    )}
                    <button
                      type="button"
                      aria-label={t`Edit ${m.name}`}
                      onClick={() => setEditing(m)}
                    >{t`Edit`}</button>
                    <ConfirmDialog
                      trigger={
                        <button
                          type="button"
                          data-variant="danger"
                          aria-label={t`Delete ${m.name}`}
                        >{t`Delete`}</button>
                      }
                      title={t`Delete ${m.name}?`}
                      description={t`This cannot be undone.`}
                      confirmLabel={t`Delete`}
                      onConfirm={() => remove.mutate(m.id)}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t`Total cost`}</th>
              <td>{formatMoney(total)}</td>
              {canWrite && <td />}
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
