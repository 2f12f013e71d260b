import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ErrorText } from "../../components/ui/error-text";
import { selectContents } from "./select-pages";

/** On a location's (or container's) page: add everything directly inside it to the selection. */
export function SelectChildrenButton({ parentId, count }: { parentId: string; count: number }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const select = useMutation({
    mutationFn: () => selectContents(qc, parentId),
    meta: { inlineErrors: true },
  });
  if (count === 0) return null;
  return (
    <>
      <button type="button" disabled={select.isPending} aria-busy={select.isPending} onClick={() => select.mutate()}>
        {t`Select everything inside`}
      </button>
      <ErrorText error={select.error} />
    </>
  );
}
