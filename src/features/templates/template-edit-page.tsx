import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/api-error";
import type { TagSummary } from "../../../contract/tag";
import type { TemplateOut } from "../../../contract/template";
import { ErrorText } from "../../components/ui/error-text";
import { toastStore } from "../../components/ui/toast-store";
import { usePageTitle } from "../../components/ui/use-page-title";
import { paths } from "../../routing/paths";
import { CustomFieldsEditor } from "../../components/form/custom-fields-editor";
import { ExtraFields, IdentificationFields, PurchaseFields, WarrantyFields } from "../../components/form/group-fields";
import { FormSection } from "../../components/form/form-section";
import { SECTIONS } from "../../components/form/sections";
import { type EntityFormValues } from "../../components/form/form-schema";
import { useCanWrite } from "../auth";
import { tagQueries } from "../tags";
import { templateQueries } from "./queries";
import { TemplateDetails } from "./template-details";
import { useSaveTemplate } from "./template-mutations";
import { FORM_PATH, formToTemplate, templateToForm, type TemplateMeta } from "./template-values";

/** A template's defaults have no sold group: nothing new is sold yet. */
const TEMPLATE_SECTIONS = SECTIONS.filter((s) => s.id !== "sold");

/** `/templates/:id`: the template's name, and its defaults in the entity editor's own sections. */
export function TemplateEditPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const template = useQuery(templateQueries.detail(id));
  const tags = useQuery(tagQueries.all());
  const name = template.data?.name ?? "";
  usePageTitle(t`Template ${name}`);
  if (template.error) return <ErrorText error={template.error} />;
  if (!template.data || !tags.data) return <p>{t`Loading…`}</p>;
  return <TemplateEditForm key={template.data.id} template={template.data} tags={tags.data} />;
}

function TemplateEditForm({ template, tags }: { template: TemplateOut; tags: readonly TagSummary[] }) {
  const [base, setBase] = useState(() => templateToForm(template));
  const form = useForm<EntityFormValues>({ defaultValues: base });
  const [meta, setMeta] = useState<TemplateMeta>({
    name: template.name,
    description: template.description,
    notes: template.notes,
  });
  const [open, setOpen] = useState(() => new Set(TEMPLATE_SECTIONS.map((s) => s.id)));
  const save = useSaveTemplate();
  const canWrite = useCanWrite();
  const { t } = useLingui();

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: template.id, body: formToTemplate(meta, values, template) },
      {
        onSuccess: (saved) => {
          setBase(templateToForm(saved));
          form.reset(templateToForm(saved));
          toastStore.show({ title: t`Saved template ${saved.name}.`, durationMs: 4000 });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [path, message] of Object.entries(error.fields)) {
            const formPath = FORM_PATH[path] ?? path;
            if (formPath in base || formPath.startsWith("fields")) {
              form.setError(formPath as FieldPath<EntityFormValues>, { message });
            }
          }
        },
      },
    ),
  );
  const metaInput = (key: keyof TemplateMeta, label: string) => (
    <label className="field">
      <span>{label}</span>
      <input value={meta[key]} onChange={(e) => setMeta({ ...meta, [key]: e.target.value })} />
    </label>
  );

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby="template-title" onSubmit={(e) => void submit(e)}>
        <header className="page-bar">
          <h1 id="template-title">
            <Trans>Template {template.name}</Trans>
          </h1>
          <Link to={paths.templates()}>{t`All templates`}</Link>
          {canWrite && (
            <button type="submit" data-variant="primary" disabled={save.isPending}>{t`Save template`}</button>
          )}
        </header>
        <ErrorText error={save.error} />
        {metaInput("name", t`Template name`)}
        {metaInput("description", t`Template description`)}
        {TEMPLATE_SECTIONS.map((section) => (
          <FormSection
            key={section.id}
            section={section}
            base={base}
            open={open.has(section.id)}
            onOpenChange={(isOpen) =>
              setOpen((now) => {
                const next = new Set(now);
                if (isOpen) next.add(section.id);
                else next.delete(section.id);
                return next;
              })
            }
          >
            {section.id === "details" && <TemplateDetails tags={tags} />}
            {section.id === "identifications" && <IdentificationFields />}
            {section.id === "purchase" && <PurchaseFields />}
            {section.id === "warranty" && <WarrantyFields />}
            {section.id === "extras" && <ExtraFields />}
            {section.id === "custom-fields" && <CustomFieldsEditor />}
          </FormSection>
        ))}
      </form>
    </FormProvider>
  );
}
