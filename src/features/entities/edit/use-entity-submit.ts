import { t } from "@lingui/core/macro";
import { translateFieldMessage } from "../../../i18n/field-errors";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldPath, UseFormReturn } from "react-hook-form";
import { ApiError } from "../../../api/api-error";
import { callWithEtag } from "../../../api/client";
import { entityQueries } from "../../../api/entity-queries";
import type { EntityOut } from "../../../../contract/entity";
import { entityEndpoints } from "../../../../contract/entity-endpoints";
import { diffConflict, mergeChoices, withEntityNames, type Choice, type ConflictRow, type Lookups } from "./conflict";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { toFormValues, toUpdateBody } from "../../../components/form/form-values";
import { placeServerErrors } from "./server-errors";
import { errorPaths, sameValue, sectionOfPath } from "../../../components/form/sections";

export interface Loaded {
  base: EntityFormValues;
  etag: string | null;
}

interface Options {
  entity: EntityOut;
  form: UseFormReturn<EntityFormValues>;
  loaded: Loaded;
  setLoaded(l: Loaded): void;
  lookups: Lookups;
  /** Opens these sections (errors inside) and focuses the first failing field. */
  revealErrors(sections: string[], firstPath: string | null): void;
  onSaved(saved: EntityOut, stay: boolean): void;
}

interface Conflict {
  rows: ConflictRow[];
  mine: EntityFormValues;
  theirs: EntityFormValues;
  etag: string | null;
  stay: boolean;
}

/**
 * Save: validate, PUT the full body with If-Match, then either take the answer as the new baseline or
 * put a 422 on its fields, or open the conflict dialog on a 412 with the entity and ETag read fresh.
 */
export function useEntitySubmit({ entity, form, loaded, setLoaded, lookups, revealErrors, onSaved }: Options) {
  const queryClient = useQueryClient();
  const detail = entityQueries.detail(entity.id);
  const save = useMutation({
    mutationFn: ({ values, etag }: { values: EntityFormValues; etag: string | null }) =>
      callWithEtag(entityEndpoints.replace, {
        params: { id: entity.id },
        body: toUpdateBody(entity.id, values),
        ifMatch: etag ?? undefined,
      }),
    // The detail cache takes the answer and its new ETag; every other entity query (lists, paths, tree,
    // children's details: a move changes them) refetches.
    onSuccess: (saved) => {
      queryClient.setQueryData(detail.queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: entityQueries.all,
        predicate: (q) => !entityQueries.isDetail(q.queryKey, entity.id),
      });
    },
  });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const send = (values: EntityFormValues, stay: boolean, etag: string | null) => {
    setFormError(null);
    save.mutate(
      { values, etag },
      {
        onSuccess: (saved) => {
          const base = toFormValues(saved.data);
          // Keep what was typed while the request ran; otherwise take the service's normalised values.
          const typedMeanwhile = !sameValue(values, form.getValues());
          form.reset(base, typedMeanwhile ? { keepValues: true } : undefined);
          setLoaded({ base, etag: saved.etag });
          onSaved(saved.data, stay);
        },
        onError: (error) => void handleError(error, values, stay),
      },
    );
  };

  const handleError = async (error: Error, values: EntityFormValues, stay: boolean) => {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0) {
      // The service's field messages in the user's language, by their codes (docs/i18n.md).
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, text]) => [path, translateFieldMessage(text, error.codes[path])]),
      );
      const { errors, sections } = placeServerErrors(fields);
      for (const e of errors)
        if (e.path) form.setError(e.path as FieldPath<EntityFormValues>, { type: "server", message: e.message });
      const unplaced = errors.filter((e) => !e.path).map((e) => e.message);
      setFormError(unplaced.length ? `${error.message} ${unplaced.join("; ")}` : error.message);
      revealErrors(sections, errors.find((e) => e.path)?.path ?? null);
    } else if (error instanceof ApiError && error.status === 412) {
      try {
        // Read fresh: the 412 body has no ETag.
        const latest = await queryClient.fetchQuery({ ...detail, staleTime: 0 });
        const theirs = toFormValues(latest.data);
        const rows = diffConflict(loaded.base, values, theirs, withEntityNames(lookups, latest.data));
        setConflict({ rows, mine: values, theirs, etag: latest.etag, stay });
      } catch (e) {
        setFormError(t`Someone else saved this, and reading their version failed: ${(e as Error).message}`);
      }
    } else {
      setFormError(t`Not saved: ${error.message} Your changes are still here; try again.`);
    }
  };

  const submit = (stay: boolean, etag = loaded.etag) =>
    form.handleSubmit(
      (values) => send(values, stay, etag),
      (errors) => {
        const paths = errorPaths(errors);
        revealErrors([...new Set(paths.map(sectionOfPath))], paths[0] ?? null);
      },
    )();

  /** "Save again": their version becomes the baseline, your chosen values go on top, with their ETag. */
  const resolveConflict = (choices: Partial<Record<ConflictRow["key"], Choice>>) => {
    if (!conflict) return;
    const merged = mergeChoices(conflict.mine, conflict.theirs, conflict.rows, choices);
    setLoaded({ base: conflict.theirs, etag: conflict.etag });
    form.reset(merged);
    setConflict(null);
    void submit(conflict.stay, conflict.etag);
  };

  return {
    submit,
    saving: save.isPending,
    conflict,
    resolveConflict,
    dismissConflict: () => setConflict(null),
    formError,
  };
}
