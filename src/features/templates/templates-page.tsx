import { useQuery } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../app/paths";
import { templateQueries } from "./queries";
import { useDeleteTemplate, useSaveTemplate } from "./template-mutations";

/** `/templates`: the group's templates; a new one opens in the editor. */
export function TemplatesPage() {
  usePageTitle("Templates");
  const templates = useQuery(templateQueries.list());
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name")).trim();
    if (name) save.mutate({ body: { name } }, { onSuccess: (t) => void navigate(paths.template(t.id)) });
  }

  return (
    <section>
      <h1>Templates</h1>
      <p className="muted">Default values for new items: pick one in “New item” or when creating from a scan.</p>
      <form onSubmit={onCreate} className="inline-form">
        <label className="inline-form">
          <span>New template</span>
          <input name="name" required maxLength={255} />
        </label>
        <button type="submit" data-variant="primary" disabled={save.isPending}>
          Create template
        </button>
      </form>
      <ErrorText error={save.error} />
      <ErrorText error={templates.error} />
      {templates.data?.length === 0 && <p>No templates yet.</p>}
      <ul className="admin-list" aria-label="Templates">
        {templates.data?.map((t) => (
          <li key={t.id}>
            <Link to={paths.template(t.id)} className="grow">
              {t.name}
            </Link>
            {t.description && <span className="muted">{t.description}</span>}
            <ConfirmDialog
              trigger={
                <button type="button" data-variant="danger" aria-label={`Delete ${t.name}`}>
                  Delete
                </button>
              }
              title={`Delete template ${t.name}?`}
              description="Items made from it stay as they are."
              confirmLabel="Delete"
              onConfirm={() => remove.mutate(t.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
