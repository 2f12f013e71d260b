import { useQuery } from "@tanstack/react-query";
import type { ChangedField } from "../../live";
import { entityQueries } from "../../../api/entity-queries";
import { diffConflict, type Lookups } from "./conflict";
import type { EntityFormValues } from "../../../components/form/form-schema";
import { toFormValues } from "../../../components/form/form-values";

/**
 * Whether the service's entity is newer than the version this form saves against (live events refetch
 * the detail); during our own save the ETags differ briefly, which does not count.
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
