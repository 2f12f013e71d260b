// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SelfResult } from "../../contract/auth";
import { GroupOut } from "../../contract/group";
import { call } from "../api/client";
import { setSession } from "../api/session";
import { tagEndpoints } from "../../contract/tag";
import { answer, FakeApi } from "../testing/fake-api";
import { RequireSession } from "./require-session";

const GROUP = "7d0c6a4e-0000-4000-8000-000000000001";
const NEW_GROUP = "7d0c6a4e-0000-4000-8000-000000000002";
const USER = "7d0c6a4e-0000-4000-8000-000000000003";

const selfIn = (groupId: string): SelfResult => ({
  item: {
    ...{ id: USER, name: "Dana", email: "dana@example.com", isSuperuser: false, defaultGroupId: groupId },
    ...{ groupIds: groupId ? [groupId] : [], groupName: "", groupId, role: "editor", currency: "EUR" },
  },
});

const refusal = () =>
  new Response(JSON.stringify({ error: "You are not a member of any group.", code: "no_group" }), {
    status: 403,
    headers: { "content-type": "application/json" },
  });

/** A page of the group's data, refused for someone in no group. */
function TagsPage() {
  const tags = useQuery({ queryKey: ["tags"], queryFn: () => call(tagEndpoints.list), retry: false });
  return <h1>{tags.isError ? "Tags failed" : "Tags"}</h1>;
}

function renderApp() {
  const router = createMemoryRouter([{ element: <RequireSession />, children: [{ path: "/", Component: TagsPage }] }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  setSession({ token: "t1", attachmentToken: "a1", expiresAt: "2999-01-01T00:00:00Z" });
  api = new FakeApi().install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom does not navigate: the new group's page load is seen through the group chosen for it.
// The refusal is remembered for the page's lifetime, so the case without one runs first.
describe("someone in no group", () => {
  it("whom the service names in no group starts a group of their own and works in it", async () => {
    api.on("GET", "/v1/users/self", () => answer(SelfResult, selfIn("")));
    api.on("GET", "/v1/tags", () => answer(z.array(z.unknown()), []));
    api.on("POST", "/v1/groups", ({ body }) =>
      answer(GroupOut, { ...groupOf(NEW_GROUP), name: (body as { name: string }).name }, { status: 201 }),
    );
    renderApp();
    expect(await screen.findByRole("heading", { name: "You are in no group", level: 1 })).toBeVisible();
    expect(screen.getByLabelText("Group name")).toHaveValue("Dana's Home");
    fireEvent.change(screen.getByLabelText("Group name"), { target: { value: "Workshop" } });
    fireEvent.click(screen.getByRole("button", { name: "Create group" }));
    await waitFor(() => expect(localStorage.getItem("inventory.tenant")).toBe(NEW_GROUP));
    expect(api.calls("POST", "/v1/groups")[0]!.body).toEqual({ name: "Workshop" });
  });

  it("whose remembered group refuses them joins another with a pasted invite link", async () => {
    localStorage.setItem("inventory.self", JSON.stringify({ token: "t1", tenant: null, self: selfIn(GROUP), at: 1 }));
    api.on("GET", "/v1/users/self", () => answer(SelfResult, selfIn(GROUP)));
    api.on("GET", "/v1/tags", refusal);
    api.on("POST", "/v1/groups/invitations/:token", () =>
      answer(z.object({ id: z.string(), name: z.string() }), {
        id: NEW_GROUP,
        name: "Olga's Home",
      }),
    );
    renderApp();
    expect(await screen.findByRole("heading", { name: "You are in no group", level: 1 })).toBeVisible();
    expect(screen.queryByRole("heading", { name: /Tags/ })).not.toBeInTheDocument();
    expect(localStorage.getItem("inventory.self")).toBeNull();
    const link = "https://inventory.example/register?token=abc123";
    fireEvent.change(screen.getByLabelText("Invitation link or code"), { target: { value: ` ${link} ` } });
    fireEvent.click(screen.getByRole("button", { name: "Join group" }));
    await waitFor(() => expect(localStorage.getItem("inventory.tenant")).toBe(NEW_GROUP));
    expect(api.calls("POST", "/v1/groups/invitations/:token")[0]!.params.token).toBe("abc123");
  });
});

function groupOf(id: string) {
  return {
    id,
    name: "",
    currency: "EUR",
    role: "owner" as const,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
  };
}
