import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useCanWrite } from "../auth";
import { useState, type FormEvent } from "react";
import type { EntityTypeOut } from "../../../contract/entity-type";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorText } from "../../components/ui/error-text";
import { RenameForm } from "../../components/ui/rename-form";
import { entityTypeQueries } from "./queries";
import { useCreateType, useDeleteType, useUpdateType } from "./type-mutations";
import { usePageTitle } from "../../components/ui/use-page-title";
import { entityTypeName } from "../../i18n/built-in-names";

/** `/entity-types`: list, create, rename, delete (refused with a message while in use). */
export function EntityTypesPage() {
  const canWrite = useCanWrite();
  const types = useQuery(entityTypeQueries.all());
  usePageTitle(t`Types`);
  const create = useCreateType();

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name")).trim();
    if (!name) return;
    create.mutate({ name, isLocation: data.get("isLocation") === "on", icon: "" }, { onSuccess: () => form.reset() });
  }

  return (
    <section>
      <h1>{t`Types`}</h1>
      <p className="muted">
        {t`A type says what kind of thing an item or a location is (a tool, a book, a room, a shelf). Location types can hold other items and locations.`}
      </p>
      {canWrite && (
        <form onSubmit={onCreate} className="inline-form">
          <label className="inline-form">
            <span>{t`New type`}</span>
            <input name="name" required maxLength={255} />
          </label>
          <label className="inline-form">
            <input type="checkbox" name="isLocation" /> {t`Is a location`}
          </label>
          <button type="submit" data-variant="primary" disabled={create.isPending}>
            {t`Create type`}
          </button>
        </form>
      )}
      <ErrorText error={create.error} />
      <ErrorText error={types.error} />
      <ul className="admin-list" aria-label={t`Types`}>
        {types.data?.map((type) => (
          <TypeRow key={type.id} type={type} />
        ))}
      </ul>
    </section>
  );
}

function TypeRow({ type }: { type: EntityTypeOut }) {
  const canWrite = useCanWrite();
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateType();
  const remove = useDeleteType();
  const name = entityTypeName(type);
  return (
    <li>
      {renaming ? (
        <RenameForm
          name={name}
          pending={update.isPending}
          onSave={(name) => update.mutate({ type, change: { name } }, { onSuccess: () => setRenaming(false) })}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <>
          <span className="grow">
            {name} {type.isLocation && <span className="badge">{t`Location`}</span>}
          </span>
          {canWrite && (
            <>
              <button type="button" onClick={() => setRenaming(true)} aria-label={t`Rename ${entityTypeName(type)}`}>
                {t`Rename`}
              </button>
              <ConfirmDialog
                trigger={
                  <button type="button" data-variant="danger" aria-label={t`Delete ${entityTypeName(type)}`}>
                    {t`Delete`}
                  </button>
                }
                title={t`Delete type ${entityTypeName(type)}?`}
                description={t`Only a type that no item or location uses can be deleted.`}
                confirmLabel={t`Delete`}
                onConfirm={() => remove.mutate(type.id)}
              />
            </>
          )}
        </>
      )}
      {remove.error && (
        <div className="grow">
          <ErrorText error={remove.error} />
        </div>
      )}
    </li>
  );
}
