import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { FirstAccountPage } from "./first-account-page";
import { SignInPage } from "./sign-in-page";
import { safeNext } from "./session";

/**
 * The signed-out pages are their own entry: React alone, no router or query library, so they load
 * fast (≤ 100 KB gzipped). Success is a full load of the app at `next`.
 */
export function renderAuthPages(root: HTMLElement) {
  const params = new URLSearchParams(window.location.search);
  const next = safeNext(params.get("next"));
  const page =
    window.location.pathname === "/register" ? (
      <FirstAccountPage next={next} />
    ) : (
      <SignInPage next={next} chosen={params.has("chosen")} />
    );
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
