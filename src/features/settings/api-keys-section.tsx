import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { call } from "../../api/client";
import { apiKeyEndpoints, ApiKeyScope, type ApiKeyCreate, type ApiKeyOut } from "../../../contract/account";
import { formatDate } from "../../components/format/date";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { CopyButton } from "./copy-button";
import { settingsQueries } from "./queries";
import styles from "./settings.module.css";
import { useSettingsMutation } from "./use-settings-mutation";

/** API keys: a name, a scope and an optional expiry; the key is shown once, in a dialog with a copy button. */
export function ApiKeysSection() {
  const { t } = useLingui();
  const keys = useQuery(settingsQueries.apiKeys());
  const [shown, setShown] = useState<string | null>(null);
  const create = useSettingsMutation((body: ApiKeyCreate) => call(apiKeyEndpoints.create, { body }));
  const revoke = useSettingsMutation((id: string) => call(apiKeyEndpoints.remove, { params: { id } }));

  function onCreate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const until = String(data.get("expires") ?? "");
    const body = {
      name: String(data.get("name")),
      expiresAt: until ? `${until}T23:59:59Z` : null,
      scope: ApiKeyScope.parse(data.get("scope")),
    };
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        setShown(created.token);
      },
    });
  }

  return (
    <section className={styles.section} aria-labelledby="keys-title">
      <h2 id="keys-title">
        <Trans>API keys</Trans>
      </h2>
      <form className={styles.row} onSubmit={onCreate}>
        <label className="field">
          <span>{t`Key name`}</span>
          <input name="name" required maxLength={255} />
        </label>
        <label className="field">
          <span>{t`Access`}</span>
          <select name="scope" defaultValue="read-only">
            <option value="read-only">{t`Read only`}</option>
            <option value="read-write">{t`Read and write (no account settings)`}</option>
          </select>
        </label>
        <label className="field">
          <span>{t`Expires on (optional)`}</span>
          <input name="expires" type="date" />
        </label>
        <button type="submit" disabled={create.isPending}>
          <Trans>Create key</Trans>
        </button>
      </form>
      <ErrorText error={create.error ?? revoke.error} />
      <ul className={styles.list} aria-label={t`API keys`}>
        {keys.data?.map((k) => (
          <KeyRow key={k.id} apiKey={k} onRevoke={() => revoke.mutate(k.id)} />
        ))}
      </ul>
      <ModalDialog
        open={shown !== null}
        onOpenChange={(open) => !open && setShown(null)}
        title={t`Your new API key`}
        description={t`Copy it now: it is not shown again.`}
      >
        <p className={styles.secret}>{shown}</p>
        {shown && <CopyButton text={shown} label={t`Copy key`} />}
        <button type="button" onClick={() => setShown(null)}>
          <Trans>Done</Trans>
        </button>
      </ModalDialog>
    </section>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyOut; onRevoke: () => void }) {
  const { t } = useLingui();
  return (
    <li>
      <strong>{apiKey.name}</strong>
      <span className="muted">
        {apiKey.scope === "read-only" ? t`read only` : t`read and write`}
        {", "}
        {apiKey.lastUsedAt ? `last used ${formatDate(apiKey.lastUsedAt)}` : "never used"}
        {apiKey.expiresAt ? `, expires ${formatDate(apiKey.expiresAt)}` : ""}
      </span>
      <ConfirmDialog
        trigger={
          <button type="button" data-variant="danger" aria-label={`Revoke ${apiKey.name}`}>
            <Trans>Revoke</Trans>
          </button>
        }
        title={`Revoke ${apiKey.name}?`}
        description={t`Anything using this key stops working at once.`}
        confirmLabel={t`Revoke`}
        onConfirm={onRevoke}
      />
    </li>
  );
}
