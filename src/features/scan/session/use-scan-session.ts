import { t } from "@lingui/core/macro";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createStore, useStore } from "zustand";
import type { BarcodeResult } from "../../../../contract/barcode";
import { errorMessage } from "../../../components/ui/error-text";
import type { PickedEntity } from "../../../components/form/picked-entity";
import { feedbackStore, type FeedbackTone } from "../feedback/feedback";
import { createScanApi } from "../lookup/scan-api";
import type { ScanEvent } from "../scan-context";
import { selectedFromEntity, type SelectedEntity } from "../../bulk";
import { lendScanned, returnScanned, type Borrower } from "../../lending";
import { addOne, takeOne } from "./quantity-actions";
import { findForSession, moveInto, type SessionMode } from "./session-actions";
import { selectScanned } from "./select-scanned";

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
  /** The product to create from: the only one found, or the one chosen among several. */
  product?: BarcodeResult;
}

interface SessionState {
  target: PickedEntity | null;
  mode: SessionMode;
  log: LogEntry[];
  pending: PendingCreate | null;
  /** Select mode: a scanned location selects what it holds instead of itself. */
  selectContents: boolean;
  /** Every item this session found, once each, for "move everything scanned here". */
  scanned: SelectedEntity[];
  /** Check-out mode: whom scanned items are lent to, and until when ("" for no due date). */
  borrower: Borrower | null;
  due: string;
}

/**
 * A continuous scan session. Scans are handled in order and read the store as it is then, so a location
 * scanned just before an item is already its target.
 */
function createScanSession(qc: QueryClient) {
  const api = createScanApi(qc);
  const store = createStore<SessionState>(() => ({
    target: null,
    mode: "move",
    log: [],
    pending: null,
    selectContents: false,
    scanned: [],
    borrower: null,
    due: "",
  }));
  let queue = Promise.resolve();
  let nextId = 1;

  function record(code: string, tone: FeedbackTone, message: string, undo?: LogEntry["undo"]) {
    store.setState((s) => ({ log: [{ id: nextId++, code, tone, message, undo }, ...s.log] }));
    feedbackStore.signal(tone, message);
  }

  async function process(code: string) {
    const found = await findForSession(code, api);
    if (found.kind === "missing" || found.kind === "ambiguous") return record(code, "error", found.message);
    const { mode, target } = store.getState();
    if (found.kind === "unknown") {
      if (mode !== "create") return record(code, "error", t`Not in inventory: ${code}.`);
      const products = await api.searchProducts(code);
      store.setState({ pending: { code, products, product: products.length === 1 ? products[0] : undefined } });
      return record(
        code,
        "info",
        products.length
          ? t`Found ${products[0]!.item.name || "a product"}: confirm to create.`
          : t`Nothing found for ${code}: fill in the form to create.`,
      );
    }
    const entity = found.entity;
    if (mode === "select") {
      const done = await selectScanned(qc, entity, store.getState().selectContents);
      return record(code, "success", done.message, done.undo);
    }
    if (entity.entityType.isLocation) {
      store.setState({ target: { id: entity.id, name: entity.name, isLocation: true } });
      return record(code, "success", t`Target location: ${entity.name}.`);
    }
    store.setState((s) => ({
      scanned: s.scanned.some((e) => e.id === entity.id) ? s.scanned : [...s.scanned, selectedFromEntity(entity)],
    }));
    switch (mode) {
      case "move": {
        if (!target) return record(code, "error", t`Choose or scan a target location before moving ${entity.name}.`);
        if (entity.parentId === target.id) return record(code, "info", t`${entity.name} is already in ${target.name}.`);
        const done = await moveInto(qc, entity, target);
        return record(code, "success", done.message, done.undo);
      }
      case "increment": {
        const done = await addOne(qc, entity);
        return record(code, "success", done.message, done.undo);
      }
      case "use": {
        const done = await takeOne(qc, entity);
        return record(code, done.tone, done.message, done.undo);
      }
      case "checkout": {
        const { borrower, due } = store.getState();
        const done = await lendScanned(qc, entity, borrower, due);
        return record(code, done.tone, done.message, done.undo);
      }
      case "return": {
        const done = await returnScanned(qc, entity);
        return record(code, done.tone, done.message, done.undo);
      }
      case "create":
        return record(
          code,
          "info",
          t`Already in inventory: ${entity.name}, quantity ${entity.quantity}. Nothing created.`,
        );
    }
  }

  async function undo(entry: LogEntry) {
    if (!entry.undo || entry.undone) return;
    const mark = (patch: Partial<LogEntry>) =>
      store.setState((s) => ({ log: s.log.map((e) => (e.id === entry.id ? { ...e, ...patch } : e)) }));
    mark({ undo: undefined }); // at most once
    try {
      const message = await entry.undo();
      mark({ undone: message });
      feedbackStore.signal("success", message);
    } catch (e) {
      mark({ undo: entry.undo, undoError: errorMessage(e) });
      feedbackStore.signal("error", t`Undo failed: ${errorMessage(e)}`);
    }
  }

  return {
    store,
    record,
    undo,
    setTarget: (target: PickedEntity | null) => store.setState({ target }),
    setMode: (mode: SessionMode) => store.setState({ mode }),
    setSelectContents: (selectContents: boolean) => store.setState({ selectContents }),
    setBorrower: (borrower: Borrower | null) => store.setState({ borrower }),
    setDue: (due: string) => store.setState({ due }),
    setPending: (pending: PendingCreate | null) => store.setState({ pending }),
    handleScan(scan: ScanEvent) {
      queue = queue.then(() => process(scan.code).catch((e: unknown) => record(scan.code, "error", errorMessage(e))));
    },
  };
}

/** The session's state and actions; the actions keep their identity for the page's lifetime. */
export function useScanSession() {
  const qc = useQueryClient();
  const [session] = useState(() => createScanSession(qc));
  return { ...session, ...useStore(session.store), queryClient: qc };
}
