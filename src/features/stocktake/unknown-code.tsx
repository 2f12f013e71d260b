import { t } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import type { BarcodeResult } from "../../../contract/barcode";
import { stocktakeQueries } from "./queries";
import { AddCodeToItem, CreateFromProductForm, ProductCandidates } from "./scan-parts";

export type UnknownTask = { kind: "create" | "attach"; code: string };

interface Props {
  task: UnknownTask;
  location: { id: string; name: string };
  /** The code now names this entity: it is scanned again, as found. */
  onResolved: (entity: { id: string; name: string }) => void;
  onCancel: () => void;
}

/** An unknown code made known: an item created from it (product lookup first) or the code added to an item. */
export function UnknownCode({ task, location, onResolved, onCancel }: Props) {
  return (
    <Suspense fallback={<p role="status">{t`Loading…`}</p>}>
      {task.kind === "attach" ? (
        <AddCodeToItem code={task.code} onOpen={(id) => onResolved({ id, name: task.code })} onCancel={onCancel} />
      ) : (
        <CreateFromCode code={task.code} location={location} onResolved={onResolved} onCancel={onCancel} />
      )}
    </Suspense>
  );
}

function CreateFromCode({ code, location, onResolved, onCancel }: Omit<Props, "task"> & { code: string }) {
  const products = useQuery(stocktakeQueries.products(code));
  const [chosen, setChosen] = useState<BarcodeResult | undefined>();
  if (products.isPending) return <p role="status">{t`Looking up ${code}…`}</p>;
  const found = products.data ?? [];
  if (found.length > 1 && !chosen) return <ProductCandidates products={found} onChoose={setChosen} />;
  return (
    <CreateFromProductForm
      code={code}
      product={chosen ?? found[0]}
      parent={{ ...location, isLocation: true }}
      onCancel={onCancel}
      onCreated={({ entity }) => onResolved(entity)}
    />
  );
}
