import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { entityQueries } from "../../../api/entity-queries";
import { previewLocationId, previewReason, type PlacementPreview } from "./placement";
import styles from "../../../components/form/form.module.css";

/**
 * "Will be in: Garage › Shelf (inherited from Toolbox)", live as the choice changes, before saving.
 * The path of the location comes from `/entities/{id}/path`; until it arrives the name alone shows.
 */
export function LocationPreview({ preview }: { preview: PlacementPreview }) {
  const locationId = previewLocationId(preview);
  const path = useQuery({ ...entityQueries.path(locationId ?? ""), enabled: locationId !== null });
  const location = "location" in preview ? preview.location : null;
  const trail = path.data?.map((p) => p.name).join(" › ") ?? location?.name;

  return (
    <p className={styles.preview} role="status">
      {trail ? (
        <>
          {t`Will be in:`} <strong>{trail}</strong> {previewReason(preview)}
        </>
      ) : (
        previewReason(preview)
      )}
    </p>
  );
}
