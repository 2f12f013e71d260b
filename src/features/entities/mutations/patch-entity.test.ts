// @vitest-environment jsdom
import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeEntity, makeTag } from "../../../testing/entity-fixture";
import { toastStore } from "../../../components/ui/toast-store";
import { entityQueries } from "../queries";
import { patchEntityOptions, type PatchVariables } from "./patch-entity";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A fetch that answers one PATCH at a time, when the test says so. */
function controllableFetch() {
  const calls: { url: string; body: unknown; resolve: (r: Response) => void }[] = [];
  const fetch = vi.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => calls.push({ url, body: JSON.parse(String(init.body)), resolve })),
  );
  return { fetch, calls };
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
    const { fetch, calls } = controllableFetch();
    vi.stubGlobal("fetch", fetch);
    const done = patch({ id: entity.id, patch: { quantity: 5 }, announce: "Quantity set to 5." }).catch(
      (e: unknown) => e,
    );
    await until(() => calls.length === 1);
    expect(qc.getQueryData(key)?.data.quantity).toBe(5); // optimistic

    calls[0]!.resolve(json({ error: "The quantity is not valid.", fields: { quantity: "must not be negative" } }, 422));
    const error = await done;
    expect(error).toMatchObject({ status: 422 });
    expect(qc.getQueryData(key)?.data.quantity).toBe(1); // rolled back
    expect(qc.getQueryData(key)?.etag).toBe('"v1"');
    expect(toastStore.snapshot()).toEqual([]); // no undo offered for a change that did not happen
  });

  it("keeps the service's answer and offers an Undo that PATCHes the previous values", async () => {
    const tag = makeTag({ name: "Fragile" });
    const { fetch, calls } = controllableFetch();
    vi.stubGlobal("fetch", fetch);
    const done = patch({ id: entity.id, patch: { tagIds: [tag.id], quantity: 3 }, announce: "Changed." });
    await until(() => calls.length === 1);
    expect(calls[0]!.body).toEqual({ tagIds: [tag.id], quantity: 3 });
    calls[0]!.resolve(json({ ...entity, quantity: 3, tagIds: [tag.id], tags: [tag] }, 200, { etag: '"v2"' }));
    await done;
    expect(qc.getQueryData(key)).toMatchObject({ etag: '"v2"', data: { quantity: 3, tagIds: [tag.id] } });

    const [toast] = toastStore.snapshot();
    expect(toast?.title).toBe("Changed.");
    toastStore.undo(toast!.id);
    await until(() => calls.length === 2);
    expect(calls[1]!.url).toBe(`/api/v1/entities/${entity.id}`);
    expect(calls[1]!.body).toEqual({ tagIds: [], quantity: 1 });
  });
});
