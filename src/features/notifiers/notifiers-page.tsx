import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { NotifierOut } from "../../../contract/notifier";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText, errorMessage } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { AddNotifierForm } from "./add-notifier-form";
import { useDeleteNotifier, useSaveReminderSettings, useTestNotifier, useUpdateNotifier } from "./notifier-mutations";
import { notifierQueries } from "./queries";
import { formatDate } from "../../components/format/date";

/** `/notifiers`: where reminders go (docs/notifications.md), each with its last delivery, and when they go. */
export function NotifiersPage() {
  const { t } = useLingui();
  usePageTitle(t`Notifiers`);
  const list = useQuery(notifierQueries.list());
  return (
    <section>
      <h1>{t`Notifiers`}</h1>
      <p className="muted">{t`Reminders of due maintenance and expiring warranties go to every active notifier.`}</p>
      <ErrorText error={list.error} />
      {list.data?.length === 0 && <p>{t`No notifiers yet.`}</p>}
      <ul className="admin-list" aria-label={t`Notifiers`}>
        {list.data?.map((n) => (
          <NotifierRow key={n.id} notifier={n} />
        ))}
      </ul>
      <AddNotifierForm />
      <ReminderSettingsForm />
    </section>
  );
}

function NotifierRow({ notifier: n }: { notifier: NotifierOut }) {
  const { t } = useLingui();
  const when = (iso: string) => (iso ? formatDate(iso) : t`never`);
  const test = useTestNotifier();
  const update = useUpdateNotifier();
  const remove = useDeleteNotifier();
  return (
    <li aria-label={n.name}>
      <div className="grow">
        <strong>{n.name}</strong> <code>{n.url}</code>
        <br />
        <small>
          {t`Last delivered: ${when(n.lastSuccessAt)}`}
          {n.lastError && ` · ${t`Last error (${when(n.lastErrorAt)}): ${n.lastError}`}`}
        </small>
        <p role="status">
          {test.isSuccess ? t`Test message delivered.` : test.error ? t`Test failed: ${errorMessage(test.error)}` : ""}
        </p>
      </div>
      <label className="inline-form">
        <input type="checkbox" checked={n.isActive} onChange={() => update.mutate({ ...n, isActive: !n.isActive })} />
        {t`Active`}
      </label>
      <button
        type="button"
        aria-label={t`Test ${n.name}`}
        disabled={test.isPending}
        onClick={() => test.mutate({ id: n.id })}
      >{t`Test`}</button>
      <ConfirmDialog
        trigger={<button type="button" data-variant="danger" aria-label={t`Delete ${n.name}`}>{t`Delete`}</button>}
        title={t`Delete notifier ${n.name}?`}
        description={t`Reminders stop going there.`}
        confirmLabel={t`Delete`}
        onConfirm={() => remove.mutate(n.id)}
      />
    </li>
  );
}

function ReminderSettingsForm() {
  const { t } = useLingui();
  const settings = useQuery(notifierQueries.settings());
  const save = useSaveReminderSettings();
  const [days, setDays] = useState<string | null>(null);
  const shown = days ?? String(settings.data?.warrantyDays ?? "");
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate({ warrantyDays: Number(shown) }, { onSuccess: () => setDays(null) });
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="reminder-settings">
      <h2 id="reminder-settings">{t`Reminders`}</h2>
      <label className="field">
        <span>{t`Warn this many days before a warranty expires`}</span>
        <input type="number" min={1} max={365} value={shown} onChange={(e) => setDays(e.target.value)} />
      </label>
      <ErrorText error={save.error} />
      {save.isSuccess && <p role="status">{t`Saved.`}</p>}
      <button type="submit" disabled={save.isPending}>{t`Save reminder settings`}</button>
    </form>
  );
}
