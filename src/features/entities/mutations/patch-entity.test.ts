// @vitest-environment jsdom
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EntityOut } from "../../../../contract/entity";
import { UndoResult } from "../../../../contract/history";
import { makeEntity, makeTag } from "../../../testing/entity-fixture";
import { answer, errorAnswer, FakeApi } from "../../../testing/fake-api";
import { toastStore } from "../../../components/ui/toast-store";
import { entityQueries } from "../../../api/entity-queries";
import { patchEntityOptions, type PatchVariables } from "./patch-entity";

/** The fake API, answering each PATCH only when the test says so. */
function controllableApi() {
  const calls: { path: string; body: unknown; batch: string | null; resolve: (r: Response) => void }[] = [];
  const undos: string[] = [];
  new FakeApi()
    .on(
      "PATCH",
      "/v1/entities/:id",
      ({ path, body, headers }) =>
        new Promise((resolve) => calls.push({ path, body, batch: headers.get("x-batch-id"), resolve })),
    )
    .on("POST", "/v1/batches/:batchId/undo", ({ path }) => {
      undos.push(path);
      return answer(UndoResult, { batchId: "undo-1", entities: 1, attachmentsNotKept: [] });
    })
    .install();
  return { calls, undos };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe("quick change by PATCH", () => {
  let qc: QueryClient;
  const entity = makeEntity({ quantity: 1 });
  const key = entityQueries.detail(entity.id).queryKey;
  const patch = (vars: PatchVariables) => new MutationObserver(qc, patchEntityOptions(qc)).mutate(vars);

  beforeEach(() => {
    qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    qc.setQueryData(key, { data: entity, etag: '"v1"' });
    toastStore.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the change at once and rolls it back when the service refuses", async () => {
    const { calls } = controllableApi();
    const done = patch({ id: entity.id, patch: { quantity: 5 }, announce: "Quantity set to 5." }).catch(
      (e: unknown) => e,
    );
    await until(() => calls.length === 1);
    expect(qc.getQueryData(key)?.data.quantity).toBe(5); // optimistic

    calls[0]!.resolve(errorAnswer(422, "The quantity is not valid.", { quantity: "must not be negative" }));
    const error = await done;
    expect(error).toMatchObject({ status: 422 });
    expect(qc.getQueryData(key)?.data.quantity).toBe(1); // rolled back
    expect(qc.getQueryData(key)?.etag).toBe('"v1"');
    expect(toastStore.snapshot()).toEqual([]); // no undo offered for a change that did not happen
  });

  it("keeps the service's answer and offers an Undo that asks the service to undo the change's batch", async () => {
    const tag = makeTag({ name: "Fragile" });
    const { calls, undos } = controllableApi();
    const done = patch({ id: entity.id, patch: { tagIds: [tag.id], quantity: 3 }, announce: "Changed." });
    await until(() => calls.length === 1);
    expect(calls[0]!.body).toEqual({ tagIds: [tag.id], quantity: 3 });
    calls[0]!.resolve(
      answer(EntityOut, { ...entity, quantity: 3, tagIds: [tag.id], tags: [tag] }, { headers: { etag: '"v2"' } }),
    );
    await done;
    expect(qc.getQueryData(key)).toMatchObject({ etag: '"v2"', data: { quantity: 3, tagIds: [tag.id] } });

    const [toast] = toastStore.snapshot();
    expect(toast?.title).toBe("Changed.");
    toastStore.undo(toast!.id);
    expect(qc.getQueryData(key)?.data).toMatchObject({ quantity: 1, tagIds: [] }); // shown at once
    await until(() => undos.length === 1);
    expect(calls[0]!.batch).toMatch(/^[0-9a-f]{32}$/);
    expect(undos).toEqual([`/v1/batches/${calls[0]!.batch}/undo`]);
    expect(calls).toHaveLength(1); // no inverse PATCH from the browser's memory
  });

  it("sends a grouped toast's changes in one batch, undone by one request", async () => {
    const { calls, undos } = controllableApi();
    const group = { key: `tags-${entity.id}` };
    for (const quantity of [2, 3]) {
      const done = patch({ id: entity.id, patch: { quantity }, announce: "Changed.", group });
      await until(() => calls.length === quantity - 1);
      calls[quantity - 2]!.resolve(answer(EntityOut, { ...entity, quantity }));
      await done;
    }
    expect(calls[1]!.batch).toBe(calls[0]!.batch);
    const [toast] = toastStore.snapshot();
    toastStore.undo(toast!.id);
    await until(() => toastStore.snapshot().some((t) => t.title === "2 changes undone."));
    expect(undos).toEqual([`/v1/batches/${calls[0]!.batch}/undo`]);
  });
});
