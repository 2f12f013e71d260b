import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useCanWrite } from "../auth";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { TagSummary } from "../../../contract/tag";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { RenameForm } from "../../components/ui/rename-form";
import { tagQueries } from "./queries";
import { useCreateTag, useDeleteTag, useRenameTag } from "./tag-mutations";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";

/** `/tags`: list, create, rename, delete. */
export function TagsPage() {
  const canWrite = useCanWrite();
  const tags = useQuery(tagQueries.all());
  usePageTitle(t`Tags`);
  const create = useCreateTag();

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name")).trim();
    if (name) create.mutate(name, { onSuccess: () => form.reset() });
  }

  return (
    <section>
      <h1>{t`Tags`}</h1>
      {canWrite && (
        <form onSubmit={onCreate} className="inline-form">
          <label className="inline-form">
            <span>{t`New tag`}</span>
            <input name="name" required maxLength={255} />
          </label>
          <button type="submit" data-variant="primary" disabled={create.isPending}>
            {t`Create tag`}
          </button>
        </form>
      )}
      <ErrorText error={create.error} />
      <ErrorText error={tags.error} />
      {tags.data?.length === 0 && <p>{t`No tags yet.`}</p>}
      <ul className="admin-list" aria-label={t`Tags`}>
        {tags.data?.map((tag) => (
          <TagRow key={tag.id} tag={tag} />
        ))}
      </ul>
    </section>
  );
}

function TagRow({ tag }: { tag: TagSummary }) {
  const canWrite = useCanWrite();
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameTag();
  const remove = useDeleteTag();
  return (
    <li>
      {renaming ? (
        <RenameForm
          name={tag.name}
          pending={rename.isPending}
          onSave={(name) => rename.mutate({ tag, name }, { onSuccess: () => setRenaming(false) })}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <>
          <Link to={paths.inventory({ tag: tag.id })} className="grow">
            {tag.name}
          </Link>
          {canWrite && (
            <>
              <button type="button" onClick={() => setRenaming(true)} aria-label={t`Rename ${tag.name}`}>
                {t`Rename`}
              </button>
              <ConfirmDialog
                trigger={
                  <button type="button" data-variant="danger" aria-label={t`Delete ${tag.name}`}>
                    {t`Delete`}
                  </button>
                }
                title={t`Delete tag ${tag.name}?`}
                description={t`Items and locations keep everything else; they just lose this tag.`}
                confirmLabel={t`Delete`}
                onConfirm={() => remove.mutate(tag.id)}
              />
            </>
          )}
        </>
      )}
    </li>
  );
}
