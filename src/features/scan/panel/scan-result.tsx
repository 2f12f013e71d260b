import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { useWriteAccess } from "../../auth";
import { useEffect, useState } from "react";
import type { BarcodeResult } from "../../../../contract/barcode";
import { errorMessage, ErrorText } from "../../../components/ui/error-text";
import { CreateFromProductForm } from "../create/create-from-product-form";
import { feedbackStore } from "../feedback/feedback";
import { resolveScan, type ScanOutcome } from "../lookup/resolve-scan";
import { createScanApi } from "../lookup/scan-api";
import type { ScanEvent } from "../scan-context";
import { AddCodeToItem } from "./add-code-to-item";
import { InventoryMatch } from "./in-inventory";
import { ProductCandidates } from "./product-candidates";
import { focusOnMount } from "./focus-on-mount";
import styles from "./scan-panel.module.css";

/** A one-line summary of an outcome, for the live region and the sound. */
function describe(outcome: ScanOutcome): [tone: "success" | "error", message: string] {
  switch (outcome.kind) {
    case "open":
      return ["success", t`Opening ${outcome.name ?? "it"}.`];
    case "asset-missing":
      return ["error", t`Nothing has asset id ${outcome.assetId}.`];
    case "inventory":
      return ["success", t`In inventory: ${outcome.matches.map((m) => m.name).join(", ")}.`];
    case "products":
      return ["success", `${outcome.products.length} product${outcome.products.length === 1 ? "" : "s"} found.`];
    case "nothing":
      return ["error", t`Nothing found for ${outcome.code}.`];
  }
}

interface Props {
  scan: ScanEvent;
  onOpen: (id: string) => void;
}

/** Looks up one scan and shows what it is, with the actions that fit (open, +1, create). */
export function ScanResult({ scan, onOpen }: Props) {
  const lookup = useQuery({
    queryKey: ["scan", "resolve", scan.seq, scan.code],
    queryFn: ({ client }) => resolveScan(scan.code, createScanApi(client)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [creating, setCreating] = useState<{ product?: BarcodeResult } | null>(null);
  const [attaching, setAttaching] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string; imageError?: unknown } | null>(null);
  const outcome = lookup.data;

  useEffect(() => {
    if (lookup.error) feedbackStore.signal("error", t`Lookup failed: ${errorMessage(lookup.error)}`);
    if (!outcome) return;
    const [tone, message] = describe(outcome);
    feedbackStore.signal(tone, message);
    if (outcome.kind === "open") onOpen(outcome.id);
  }, [outcome, lookup.error, onOpen]);

  return (
    <section aria-label={t`Scan result`} className={styles.result}>
      <p className={styles.scanned}>
        {t`Scanned`} <code className={styles.code}>{scan.code}</code> <span className="muted">({scan.source})</span>
      </p>
      {lookup.isPending && <p role="status">{t`Looking up…`}</p>}
      {lookup.error && <ErrorText error={lookup.error} />}
      {created ? (
        <div role="status">
          <p>
            <Trans>
              Created <strong>{created.name}</strong>.
            </Trans>
          </p>
          {created.imageError !== undefined && (
            <p className="error">
              {t`The product photo could not be stored:`} {errorMessage(created.imageError)}
            </p>
          )}
          <button type="button" data-variant="primary" onClick={() => onOpen(created.id)} ref={focusOnMount}>
            {t`Open`} {created.name}
          </button>
        </div>
      ) : attaching && outcome && "code" in outcome ? (
        <AddCodeToItem code={outcome.code} onOpen={onOpen} onCancel={() => setAttaching(false)} />
      ) : creating ? (
        <CreateFromProductForm
          code={outcome && "code" in outcome ? outcome.code : scan.code}
          product={creating.product}
          onCancel={() => setCreating(null)}
          onCreated={({ entity, imageError }) => {
            setCreated({ id: entity.id, name: entity.name, imageError });
            feedbackStore.signal("success", t`Created ${entity.name}.`);
          }}
        />
      ) : (
        outcome && (
          <OutcomeView
            outcome={outcome}
            onOpen={onOpen}
            onCreate={(product) => setCreating({ product })}
            onAttach={() => setAttaching(true)}
          />
        )
      )}
    </section>
  );
}

function OutcomeView({
  outcome,
  onOpen,
  onCreate,
  onAttach,
}: {
  outcome: ScanOutcome;
  onOpen: (id: string) => void;
  onCreate: (p?: BarcodeResult) => void;
  /** An unknown code: store it on an item the inventory already has. */
  onAttach: () => void;
}) {
  const access = useWriteAccess();
  const canWrite = access === "write";
  const attach = (
    <button type="button" onClick={onAttach}>
      {t`Add this code to an existing item`}
    </button>
  );
  // What a viewer is offered differs: wait for the role rather than show the wrong choice first.
  if (access === "unknown" && (outcome.kind === "products" || outcome.kind === "nothing")) {
    return <p role="status">{t`Loading…`}</p>;
  }
  switch (outcome.kind) {
    case "open":
      return <p>{outcome.name ? t`Opening ${outcome.name}…` : t`Opening it…`}</p>;
    case "asset-missing":
      return <p className="error">{t`Nothing has asset id ${outcome.assetId}.`}</p>;
    case "inventory":
      return (
        <ul className={styles.matches} aria-label={t`In inventory`}>
          {outcome.matches.map((e) => (
            <InventoryMatch key={e.id} entity={e} onOpen={onOpen} />
          ))}
        </ul>
      );
    case "products":
      return canWrite ? (
        <>
          <ProductCandidates products={outcome.products} onChoose={onCreate} />
          <div className={styles.row}>{attach}</div>
        </>
      ) : (
        <p>{t`Not in the inventory.`}</p>
      );
    case "nothing":
      // A viewer may look things up but creates nothing.
      if (!canWrite) return <p>{t`Nothing found for this code in the inventory.`}</p>;
      return (
        <div>
          <p>{t`Nothing found for this code, in the inventory or the product search.`}</p>
          <div className={styles.row}>
            <button type="button" onClick={() => onCreate()} ref={focusOnMount}>
              {t`Create manually`}
            </button>
            {attach}
          </div>
        </div>
      );
  }
}
