import { describe, expect, it } from "vitest";
import { authRouteFor, authUrl } from "./auth-route";

const at = (url: string) => {
  const u = new URL(url, "http://x");
  return { pathname: u.pathname, search: u.search };
};

describe("authRouteFor", () => {
  it("sends a fresh browser on an open instance to the first-account page", () => {
    expect(authRouteFor(at("/"), true, false)).toEqual({ page: "register", next: "/", chosen: false });
    expect(authRouteFor(at("/sign-in"), true, false).page).toBe("register");
  });

  it("signs in when registration is closed, the browser signed in before, or sign-in was chosen", () => {
    expect(authRouteFor(at("/"), false, false).page).toBe("sign-in");
    expect(authRouteFor(at("/"), true, true).page).toBe("sign-in");
    expect(authRouteFor(at("/sign-in?chosen=1"), true, false)).toEqual({ page: "sign-in", next: "/", chosen: true });
  });

  it("keeps /register even where sign-in would be the default", () => {
    expect(authRouteFor(at("/register"), false, true).page).toBe("register");
  });

  it("returns to the app page that was asked for, and only to this app's paths", () => {
    expect(authRouteFor(at("/tags?q=a"), false, true).next).toBe("/tags?q=a");
    expect(authRouteFor(at("/sign-in?next=%2Flocations"), false, true).next).toBe("/locations");
    expect(authRouteFor(at("/sign-in?next=%2F%2Fevil.example"), false, true).next).toBe("/");
    expect(authRouteFor(at("/sign-in?next=/%5Cevil.example"), false, true).next).toBe("/");
    expect(authRouteFor(at("/sign-in?next=/%09/evil.example"), false, true).next).toBe("/");
    expect(authRouteFor(at("/register?next=https%3A%2F%2Fevil.example"), true, false).next).toBe("/");
  });
});

describe("authUrl", () => {
  it("writes the page, the choice and the return path", () => {
    expect(authUrl({ page: "sign-in", next: "/", chosen: false })).toBe("/sign-in");
    expect(authUrl({ page: "register", next: "/", chosen: true })).toBe("/register");
    expect(authUrl({ page: "sign-in", next: "/tags?q=a", chosen: true })).toBe(
      "/sign-in?chosen=1&next=%2Ftags%3Fq%3Da",
    );
    expect(authUrl({ page: "register", next: "/tags", chosen: false })).toBe("/register?next=%2Ftags");
  });
  it("opens a mailed reset link on the reset page, not as an invitation", () => {
    const route = authRouteFor(at("/reset-password?token=abc"), true, false);
    expect(route).toMatchObject({ page: "reset-password", resetToken: "abc" });
    expect(authUrl(route)).toBe("/reset-password?token=abc");
    expect(authRouteFor(at("/forgot-password"), true, false).page).toBe("forgot-password");
  });
});
