// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { lazyPage } from "../routing/lazy-page";
import { RouteError } from "./route-error";

afterEach(cleanup);

function appWith(page: { lazy?: () => Promise<() => React.ReactNode>; Component?: () => React.ReactNode }) {
  const route = page.lazy
    ? { path: "page", lazy: { Component: lazyPage(page.lazy) }, errorElement: <RouteError /> }
    : { path: "page", Component: page.Component, errorElement: <RouteError /> };
  const router = createMemoryRouter(
    [
      { element: <nav aria-label="Main">Header</nav>, children: [] },
      { element: <Outlet />, children: [route] },
    ],
    { initialEntries: ["/page"] },
  );
  render(<RouterProvider router={router} />);
}

describe("route error boundary", () => {
  it("offers Reload when a page's chunk failed to load", async () => {
    appWith({ lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /a.js")) });
    expect(await screen.findByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Reload" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("shows other errors readably, and Try again renders the page again", async () => {
    let fail = true;
    appWith({
      Component: () => {
        if (fail) throw new Error("The page broke.");
        return <h1>Recovered</h1>;
      },
    });
    expect(await screen.findByText("The page broke.")).toBeVisible();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("heading", { name: "Recovered" })).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
