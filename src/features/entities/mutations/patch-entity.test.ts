// @vitest-environment jsdom
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EntityOut } from "../../../../contract/entity";
import { makeEntity, makeTag } from "../../../testing/entity-fixture";
import { answer, errorAnswer, FakeApi } from "../../../testing/fake-api";
import { toastStore } from "../../../components/ui/toast-store";
import { entityQueries } from "../../../api/entity-queries";
import { patchEntityOptions, type PatchVariables } from "./patch-entity";

/** The fake API, answering each PATCH only when the test says so. */
function controllableApi() {
  const calls: { path: string; body: unknown; resolve: (r: Response) => void }[] = [];
  new FakeApi()
    .on("PATCH", "/v1/entities/:id", ({ path, body }) => new Promise((resolve) => calls.push({ path, body, resolve })))
    .install();
  return { calls };
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

  it("keeps the service's answer and offers an Undo that PATCHes the previous values", async () => {
    const tag = makeTag({ name: "Fragile" });
    const { calls } = controllableApi();
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
    await until(() => calls.length === 2);
    expect(calls[1]!.path).toBe(`/v1/entities/${entity.id}`);
    expect(calls[1]!.body).toEqual({ tagIds: [], quantity: 1 });
  });
});
