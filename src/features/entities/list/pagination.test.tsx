// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { Pagination } from "./pagination";

afterEach(cleanup);

it("shows an exact count as it is", () => {
  render(<Pagination page={2} pageCount={3} total={120} onPage={() => {}} />);
  expect(screen.getByText("Page 2 of 3 (120 results)")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", false);
});

it("says a capped count is a lower bound, and keeps Next page open on its last counted page", () => {
  render(<Pagination page={20} pageCount={20} total={1000} capped onPage={() => {}} />);
  expect(screen.getByText("Page 20 of 20+ (1,000+ results)")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", false);
});
