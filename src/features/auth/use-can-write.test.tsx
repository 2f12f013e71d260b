// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SelfResult } from "../../../contract/auth";
import { makeEntity, makeType } from "../../testing/entity-fixture";
import { answer, fakeApi, selfOf } from "../../testing/fake-api";
import { renderApp } from "../../testing/render-app";

const shelf = makeEntity({ name: "Shelf", entityType: makeType({ name: "Location", isLocation: true }) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The entity page over a service whose `/users/self` answers only when the test says so. */
async function entityPageAwaitingSelf() {
  let answerSelf: (role: SelfResult["item"]["role"]) => void = () => {};
  const api = fakeApi({ entities: [shelf] }).on(
    "GET",
    "/v1/users/self",
    () => new Promise<Response>((resolve) => (answerSelf = (role) => resolve(answer(SelfResult, selfOf(role))))),
  );
  const { queryClient } = await renderApp(`/entities/${shelf.id}`, { api });
  expect(await screen.findByRole("heading", { name: "Shelf" })).toBeVisible();
  const known = () => waitFor(() => expect(queryClient.getQueryData(["self"])).toBeDefined());
  return { answerSelf: (role: SelfResult["item"]["role"]) => answerSelf(role), known };
}

const writeControls = () => [
  ...screen.queryAllByRole("link", { name: /^Edit$/ }),
  ...screen.queryAllByRole("button", { name: /^(Edit|Delete…|Move…|Add inside…|More)$/ }),
];

describe("write controls follow the role", () => {
  it("shows none while the role is unknown, and none to a viewer once it is known", async () => {
    const { answerSelf, known } = await entityPageAwaitingSelf();
    expect(writeControls()).toEqual([]);
    answerSelf("viewer");
    await known();
    expect(screen.getByRole("heading", { name: "Shelf" })).toBeVisible();
    expect(writeControls()).toEqual([]);
  });

  it("shows them once the role turns out to be an editor's", async () => {
    const { answerSelf } = await entityPageAwaitingSelf();
    expect(writeControls()).toEqual([]);
    answerSelf("editor");
    expect(await screen.findByRole("link", { name: "Edit" })).toBeVisible();
  });
});
