import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import type { BarcodeResult } from "../../../../contract/barcode";
import { errorMessage } from "../../../components/ui/error-text";
import type { PickedEntity } from "../../../components/form/picked-entity";
import { feedbackStore, type FeedbackTone } from "../feedback/feedback";
import { createScanApi } from "../lookup/scan-api";
import type { ScanEvent } from "../scan-context";
import { addOne, findForSession, moveInto, type SessionMode } from "./session-actions";

export interface LogEntry {
  id: number;
  code: string;
  tone: FeedbackTone;
  message: string;
  undo?: () => Promise<string>;
  undone?: string;
  undoError?: string;
}

/** A code the inventory does not know, waiting for the create form (create mode). */
export interface PendingCreate {
  code: string;
  products: BarcodeResult[];
}

/**
 * A continuous scan session's state: target, mode, pending create and the log. Scans are handled in
 * order, so a location scanned just before an item is already its target.
 */
export function useScanSession() {
  const qc = useQueryClient();
  const api = useMemo(() => createScanApi(qc), [qc]);
  const [target, setTargetState] = useState<PickedEntity | null>(null);
  const [mode, setModeState] = useState<SessionMode>("move");
  const [log, setLog] = useState<LogEntry[]>([]);
  const [pending, setPending] = useState<PendingCreate | null>(null);
  const targetRef = useRef(target);
  const modeRef = useRef(mode);
  const queue = useRef(Promise.resolve());
  const nextId = useRef(1);

  const setTarget = useCallback((target: PickedEntity | null) => {
    targetRef.current = target;
    setTargetState(target);
  }, []);
  const setMode = useCallback((m: SessionMode) => {
    modeRef.current = m;
    setModeState(m);
  }, []);

  const record = useCallback((code: string, tone: FeedbackTone, message: string, undo?: LogEntry["undo"]) => {
    setLog((l) => [{ id: nextId.current++, code, tone, message, undo }, ...l]);
    feedbackStore.signal(tone, message);
  }, []);

  const process = useCallback(
    async (code: string) => {
      const found = await findForSession(code, api);
      if (found.kind === "missing" || found.kind === "ambiguous") return record(code, "error", found.message);
      if (found.kind === "unknown") {
        if (modeRef.current !== "create") return record(code, "error", t`Not in inventory: ${code}.`);
        const products = await api.searchProducts(code);
        setPending({ code, products });
        return record(
          code,
          "info",
          products.length
            ? t`Found ${products[0]!.item.name || "a product"}: confirm to create.`
            : t`Nothing found for ${code}: fill in the form to create.`,
        );
      }
      const entity = found.entity;
      if (entity.entityType.isLocation) {
        setTarget({ id: entity.id, name: entity.name, isLocation: true });
        return record(code, "success", t`Target location: ${entity.name}.`);
      }
      const target = targetRef.current;
      switch (modeRef.current) {
        case "move": {
          if (!target) return record(code, "error", t`Choose or scan a target location before moving ${entity.name}.`);
          if (entity.parentId === target.id)
            return record(code, "info", t`${entity.name} is already in ${target.name}.`);
          const done = await moveInto(qc, entity, target);
          return record(code, "success", done.message, done.undo);
        }
        case "increment": {
          const done = await addOne(qc, entity);
          return record(code, "success", done.message, done.undo);
        }
        case "create":
          return record(
            code,
            "info",
            t`Already in inventory: ${entity.name}, quantity ${entity.quantity}. Nothing created.`,
          );
      }
    },
    [api, qc, record, setTarget],
  );

  const handleScan = useCallback(
    (scan: ScanEvent) => {
      queue.current = queue.current.then(() =>
        process(scan.code).catch((e: unknown) => record(scan.code, "error", errorMessage(e))),
      );
    },
    [process, record],
  );

  const undo = useCallback(async (entry: LogEntry) => {
    if (!entry.undo || entry.undone) return;
    const mark = (patch: Partial<LogEntry>) =>
      setLog((l) => l.map((e) => (e.id === entry.id ? { ...e, ...patch } : e)));
    mark({ undo: undefined }); // at most once
    try {
      const message = await entry.undo();
      mark({ undone: message });
      feedbackStore.signal("success", message);
    } catch (e) {
      mark({ undo: entry.undo, undoError: errorMessage(e) });
      feedbackStore.signal("error", t`Undo failed: ${errorMessage(e)}`);
    }
  }, []);

  return { queryClient: qc, target, setTarget, mode, setMode, log, record, pending, setPending, handleScan, undo };
}
