import { useQuery } from "@tanstack/react-query";
import type { ChangedField } from "../../live";
import { entityQueries } from "../../../api/entity-queries";
import { diffConflict, type Lookups } from "./conflict";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { toFormValues } from "../../../components/form/form-values";

/**
 * Whether the entity on the service is newer than the version this form saves against: the edit page's detail
 * query refetches when a live event names the entity, so its ETag moves on while the form's stays. While a save
 * is on its way the two differ for a moment by our own doing, so that counts as nothing.
 */
export function useChangedElsewhere(
  id: string,
  base: EntityFormValues,
  etag: string | null,
  saving: boolean,
  names: Lookups,
) {
  const latest = useQuery({ ...entityQueries.detail(id), enabled: false }).data;
  const newer = !saving && !!latest?.etag && !!etag && latest.etag !== etag;
  const changes = (): ChangedField[] => {
    if (!latest) return [];
    return diffConflict(base, base, toFormValues(latest.data), names)
      .filter((row) => row.theyChanged)
      .map((row) => ({ label: row.label, was: row.mine, now: row.theirs }));
  };
  return { newer, changes };
}
