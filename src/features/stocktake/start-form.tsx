import { t } from "@lingui/core/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { classifyScanCode } from "../../../contract/scan-code";
import { stocktakeEndpoints } from "../../../contract/stocktake";
import { call } from "../../api/client";
import { entityQueries } from "../../api/entity-queries";
import { EntityPicker } from "../../components/form/entity-picker";
import type { PickedEntity } from "../../components/form/picked-entity";
import { ErrorText } from "../../components/ui/error-text";
import { paths } from "../../routing/paths";
import { createScanApi, feedbackStore, useScanHandler } from "../scan";
import { stocktakeQueries } from "./queries";

/** Start a stock-take: pick the location or scan its label; `initialLocation` comes from a location's page. */
export function StartForm({ initialLocation }: { initialLocation: string | null }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const preset = useQuery({ ...entityQueries.detail(initialLocation ?? ""), enabled: initialLocation !== null });
  const [picked, setPicked] = useState<PickedEntity | null | undefined>(undefined);
  const [recursive, setRecursive] = useState(true);
  const presetEntity = preset.data?.data;
  const location =
    picked !== undefined
      ? picked
      : presetEntity && {
          id: presetEntity.id,
          name: presetEntity.name,
          isLocation: presetEntity.entityType.isLocation,
        };
  const start = useMutation({
    mutationFn: (body: { locationId: string; recursive: boolean }) => call(stocktakeEndpoints.create, { body }),
    onSuccess: (created) => {
      qc.setQueryData(stocktakeQueries.detail(created.id).queryKey, created);
      void qc.invalidateQueries({ queryKey: stocktakeQueries.list().queryKey });
      void navigate(paths.stocktake(created.id));
    },
    meta: { inlineErrors: true },
  });

  useScanHandler((scan) => {
    void (async () => {
      const api = createScanApi(qc);
      const kind = classifyScanCode(scan.code);
      const id =
        kind.kind === "entity" ? kind.id : kind.kind === "asset" ? (await api.findByAssetId(kind.assetId))?.id : null;
      const entity = id ? await api.getEntity(id).catch(() => null) : null;
      if (!entity?.entityType.isLocation) return feedbackStore.signal("error", t`Not a location: ${scan.code}.`);
      setPicked({ id: entity.id, name: entity.name, isLocation: true });
      feedbackStore.signal("success", t`Location: ${entity.name}.`);
    })();
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (location) start.mutate({ locationId: location.id, recursive });
  }

  return (
    <form onSubmit={submit} aria-label={t`Start a stock-take`}>
      <EntityPicker label={t`Location`} value={location ?? null} onChange={setPicked} locationsOnly />
      <p className="muted">{t`Or scan the location's label.`}</p>
      <label>
        <input type="checkbox" checked={recursive} onChange={(e) => setRecursive(e.target.checked)} />{" "}
        {t`Include everything inside its locations`}
      </label>
      <ErrorText error={start.error} />
      <button type="submit" disabled={!location || start.isPending}>
        {t`Start stock-take`}
      </button>
    </form>
  );
}
