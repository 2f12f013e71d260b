import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import { useCanWrite } from "../auth";
import { templateQueries } from "./queries";
import { useDeleteTemplate, useSaveTemplate } from "./template-mutations";

/** `/templates`: the group's templates; a new one opens in the editor. */
export function TemplatesPage() {
  const { t } = useLingui();
  usePageTitle(t`Templates`);
  const templates = useQuery(templateQueries.list());
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const canWrite = useCanWrite();

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name")).trim();
    if (name) save.mutate({ body: { name } }, { onSuccess: (saved) => void navigate(paths.template(saved.id)) });
  }

  return (
    <section>
      <h1>{t`Templates`}</h1>
      <p className="muted">{t`Default values for new items: pick one in “New item” or when creating from a scan.`}</p>
      {canWrite && (
        <form onSubmit={onCreate} className="inline-form">
          <label className="inline-form">
            <span>{t`New template`}</span>
            <input name="name" required maxLength={255} />
          </label>
          <button type="submit" data-variant="primary" disabled={save.isPending}>{t`Create template`}</button>
        </form>
      )}
      <ErrorText error={save.error} />
      <ErrorText error={templates.error} />
      {templates.data?.length === 0 && <p>{t`No templates yet.`}</p>}
      <ul className="admin-list" aria-label={t`Templates`}>
        {templates.data?.map((template) => (
          <li key={template.id}>
            <Link to={paths.template(template.id)} className="grow">
              {template.name}
            </Link>
            {template.description && <span className="muted">{template.description}</span>}
            {canWrite && (
              <ConfirmDialog
                trigger={
                  <button
                    type="button"
                    data-variant="danger"
                    aria-label={t`Delete ${template.name}`}
                  >{t`Delete`}</button>
                }
                title={t`Delete template ${template.name}?`}
                description={t`Items made from it stay as they are.`}
                confirmLabel={t`Delete`}
                onConfirm={() => remove.mutate(template.id)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
