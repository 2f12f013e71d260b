import { useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { NOTIFIER_SCHEMES, type NotifierScheme } from "../../../contract/notifier";
import { ErrorText, errorMessage } from "../../components/ui/error-text";
import { useAddNotifier, useTestNotifier } from "./notifier-mutations";
import { buildUrl, SCHEMES } from "./url-builder";

/** Add a notifier: pick the service, fill in what it hands out, see the URL, send a test, save. */
export function AddNotifierForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [name, setName] = useState("");
  const [scheme, setScheme] = useState<NotifierScheme>("generic");
  const [parts, setParts] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<string | null>(null);
  const add = useAddNotifier();
  const test = useTestNotifier();
  const url = edited ?? buildUrl(scheme, parts);

  function submit(e: FormEvent) {
    e.preventDefault();
    add.mutate(
      { name: name.trim(), url, isActive: true },
      {
        onSuccess: () => {
          setName("");
          setParts({});
          setEdited(null);
          test.reset();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Add a notifier`}</h2>
      <label className="field">
        <span>{t`Notifier name`}</span>
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={255} />
      </label>
      <label className="field">
        <span>{t`Service`}</span>
        <select
          value={scheme}
          onChange={(e) => {
            setScheme(e.target.value as NotifierScheme);
            setParts({});
            setEdited(null);
          }}
        >
          {NOTIFIER_SCHEMES.map((s) => (
            <option key={s} value={s}>
              {i18n._(SCHEMES[s].label)}
            </option>
          ))}
        </select>
      </label>
      {SCHEMES[scheme].fields.map((f) => (
        <label key={f.key} className="field">
          <span>{i18n._(f.label)}</span>
          <input
            type={f.type ?? "text"}
            autoComplete="off"
            placeholder={f.placeholder}
            value={parts[f.key] ?? ""}
            onChange={(e) => {
              setParts({ ...parts, [f.key]: e.target.value });
              setEdited(null);
            }}
          />
        </label>
      ))}
      <label className="field">
        <span>{t`Notification URL`}</span>
        <input value={url} onChange={(e) => setEdited(e.target.value)} autoComplete="off" spellCheck={false} />
        <small className="muted">{t`Built from the fields above; it holds secrets and is shown masked once saved.`}</small>
      </label>
      <p role="status">
        {test.isPending ? t`Sending a test…` : test.isSuccess ? t`Test message delivered.` : ""}
        {test.error ? t`Test failed: ${errorMessage(test.error)}` : ""}
      </p>
      <ErrorText error={add.error} />
      <div className="dialog-actions">
        <button
          type="button"
          disabled={!url || test.isPending}
          onClick={() => test.mutate({ url })}
        >{t`Send test`}</button>
        <button
          type="submit"
          data-variant="primary"
          disabled={!url || !name.trim() || add.isPending}
        >{t`Add notifier`}</button>
      </div>
    </form>
  );
}
