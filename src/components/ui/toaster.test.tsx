// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, toastStore, UNDO_WINDOW_MS } from "./toast-store";
import { WithI18n } from "../../testing/with-i18n";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => toastStore.clear());
  cleanup();
  vi.useRealTimers();
});

describe("undo toast", () => {
  it("runs the undo once and closes", () => {
    const undo = vi.fn();
    render(<Toaster />, { wrapper: WithI18n });
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
    render(<Toaster />, { wrapper: WithI18n });
    act(() => void toastStore.show({ title: "Moved Teapot into Shelf B.", undo }));
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 500));
    expect(screen.getByRole("button", { name: "Undo" })).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Moved Teapot into Shelf B.")).toBeNull();
    expect(toastStore.snapshot()).toEqual([]);
    expect(undo).not.toHaveBeenCalled();
  });

  it("shows a toast without undo as plain information", () => {
    render(<Toaster />, { wrapper: WithI18n });
    act(() => void toastStore.show({ title: "Created Teapot." }));
    expect(screen.getByText("Created Teapot.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
  });
});

describe("toast region", () => {
  it("keeps a toast while the pointer is on the toasts, and its time runs on after the pointer leaves", () => {
    vi.useFakeTimers();
    render(<Toaster />, { wrapper: WithI18n });
    act(() => void toastStore.show({ title: "Moved Teapot into Shelf B.", undo: vi.fn() }));
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 2000));
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(screen.getByText("Moved Teapot into Shelf B.")).toBeVisible();
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText("Moved Teapot into Shelf B.")).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Moved Teapot into Shelf B.")).toBeNull();
  });

  it("F8 moves the focus to the toasts; Escape closes the focused toast", () => {
    render(<Toaster />, { wrapper: WithI18n });
    act(() => void toastStore.show({ title: "Created Teapot." }));
    fireEvent.keyDown(document.body, { key: "F8" });
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toHaveFocus();
    const dismiss = screen.getByRole("button", { name: "Dismiss notification" });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: "Escape" });
    expect(screen.queryByText("Created Teapot.")).toBeNull();
  });

  it("announces an error as an alert", () => {
    render(<Toaster />, { wrapper: WithI18n });
    act(() => void toastStore.show({ title: "Could not save Teapot.", tone: "error" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Could not save Teapot.");
  });
});

describe("many toasts", () => {
  const removed = {
    key: "tags-removed",
    title: (count: number) => `${count} tags removed from Teapot.`,
  };

  it("joins toasts of one kind into one with a count, whose Undo reverts them all, newest first", () => {
    render(<Toaster />, { wrapper: WithI18n });
    const undone: string[] = [];
    for (const tag of ["Red", "Blue", "Green", "Old", "New", "Fragile"])
      act(() => void toastStore.show({ title: `Tag ${tag} removed.`, group: removed, undo: () => undone.push(tag) }));

    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    expect(within(region).getAllByRole("listitem")).toHaveLength(1);
    expect(within(region).getByText("6 tags removed from Teapot.")).toBeVisible();
    fireEvent.click(within(region).getByRole("button", { name: "Undo" }));
    expect(undone).toEqual(["Fragile", "New", "Old", "Green", "Blue", "Red"]);
    expect(within(region).queryAllByRole("listitem")).toHaveLength(0);
  });

  it("keeps toasts of other kinds apart", () => {
    render(<Toaster />, { wrapper: WithI18n });
    act(() => void toastStore.show({ title: "Tag Red removed.", group: removed, undo: vi.fn() }));
    act(() => void toastStore.show({ title: "Tag Red added.", group: { key: "tags-added" }, undo: vi.fn() }));
    expect(screen.getByText("Tag Red removed.")).toBeVisible();
    expect(screen.getByText("Tag Red added.")).toBeVisible();
  });

  it(`shows at most ${MAX_TOASTS}; the oldest leaves first`, () => {
    render(<Toaster />, { wrapper: WithI18n });
    for (const name of ["Cup", "Jug", "Pot", "Pan"]) act(() => void toastStore.show({ title: `Created ${name}.` }));
    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("Created Jug."),
      expect.stringContaining("Created Pot."),
      expect.stringContaining("Created Pan."),
    ]);
  });
});
