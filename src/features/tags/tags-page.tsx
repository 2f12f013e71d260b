import { useQuery } from "@tanstack/react-query";
import { useCanWrite } from "../auth";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { TagSummary } from "../../api/contract";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { RenameForm } from "../../components/ui/rename-form";
import { tagQueries } from "./queries";
import { useCreateTag, useDeleteTag, useRenameTag } from "./tag-mutations";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../app/paths";

/** `/tags`: list, create, rename, delete. */
export function TagsPage() {
  const canWrite = useCanWrite();
  const tags = useQuery(tagQueries.all());
  usePageTitle("Tags");
  const create = useCreateTag();

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name")).trim();
    if (name) create.mutate(name, { onSuccess: () => form.reset() });
  }

  return (
    <section>
      <h1>Tags</h1>
      {canWrite && (
        <form onSubmit={onCreate} className="inline-form">
          <label className="inline-form">
            <span>New tag</span>
            <input name="name" required maxLength={255} />
          </label>
          <button type="submit" data-variant="primary" disabled={create.isPending}>
            Create tag
          </button>
        </form>
      )}
      <ErrorText error={create.error} />
      <ErrorText error={tags.error} />
      {tags.data?.length === 0 && <p>No tags yet.</p>}
      <ul className="admin-list" aria-label="Tags">
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
              <button type="button" onClick={() => setRenaming(true)} aria-label={`Rename ${tag.name}`}>
                Rename
              </button>
              <ConfirmDialog
                trigger={
                  <button type="button" data-variant="danger" aria-label={`Delete ${tag.name}`}>
                    Delete
                  </button>
                }
                title={`Delete tag ${tag.name}?`}
                description="Items and locations keep everything else; they just lose this tag."
                confirmLabel="Delete"
                onConfirm={() => remove.mutate(tag.id)}
              />
            </>
          )}
        </>
      )}
    </li>
  );
}
