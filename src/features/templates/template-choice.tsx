import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { templateQueries } from "./queries";

interface Props {
  value: string;
  onChange: (templateId: string) => void;
  label?: string;
}

/** "From template": a select of the group's templates; "" is none. Hidden while there are none. */
export function TemplateChoice({ value, onChange, label }: Props) {
  const { t } = useLingui();
  const id = useId();
  const templates = useQuery(templateQueries.list());
  if (!templates.data?.length) return null;
  return (
    <div className="field">
      <label htmlFor={id}>{label ?? t`Template`}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`None`}</option>
        {templates.data.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </select>
    </div>
  );
}
