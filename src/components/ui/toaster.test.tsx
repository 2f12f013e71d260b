// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore, UNDO_WINDOW_MS } from "./toast-store";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => toastStore.clear());
  cleanup();
  vi.useRealTimers();
});

describe("undo toast", () => {
  it("runs the undo once and closes", () => {
    const undo = vi.fn();
    render(<Toaster />);
    act(() => void toastStore.show({ title: "Quantity of Teapot set to 7.", undo }));
    expect(screen.getByText("Quantity of Teapot set to 7.")).toBeVisible();

    const button = screen.getByRole("button", { name: "Undo" });
    fireEvent.click(button);
    fireEvent.click(button); // a double click must not revert twice
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Quantity of Teapot set to 7.")).toBeNull();
  });

  it("offers Undo for 10 seconds, then goes away without undoing", () => {
    vi.useFakeTimers();
    const undo = vi.fn();
    render(<Toaster />);
    act(() => void toastStore.show({ title: "Moved Teapot into Shelf B.", undo }));
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 500));
    expect(screen.getByRole("button", { name: "Undo" })).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Moved Teapot into Shelf B.")).toBeNull();
    expect(toastStore.snapshot()).toEqual([]);
    expect(undo).not.toHaveBeenCalled();
  });

  it("shows a toast without undo as plain information", () => {
    render(<Toaster />);
    act(() => void toastStore.show({ title: "Created Teapot." }));
    expect(screen.getByText("Created Teapot.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});
