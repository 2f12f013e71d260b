import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import type { EntityOut } from "../../../contract/entity";
import { toastStore } from "../../components/ui/toast-store";
import { paths } from "../../routing/paths";
import { useSaveTemplate } from "./template-mutations";
import { entityToTemplate } from "./template-values";

/** On the entity page: a template from this entity's reusable values, opened in the template editor. */
export function SaveAsTemplateButton({ entity }: { entity: EntityOut }) {
  const { t } = useLingui();
  const save = useSaveTemplate();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      disabled={save.isPending}
      onClick={() =>
        save.mutate(
          { body: entityToTemplate(entity) },
          {
            onSuccess: (saved) => {
              toastStore.show({ title: t`Template ${saved.name} created.` });
              void navigate(paths.template(saved.id));
            },
            onError: () => toastStore.show({ title: t`The template could not be saved.` }),
          },
        )
      }
    >{t`Save as template`}</button>
  );
}
