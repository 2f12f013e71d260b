import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { activateLanguage } from "../i18n/activate";
import { preferredLanguage } from "../i18n/languages";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/**
 * The signed-in app: one query client, one data router (the edit page's leave guard needs it), first
 * rendered once the user's language is loaded (no flash of English, no empty page after signing in).
 */
export async function renderApp(root: HTMLElement, replacing: () => void = () => {}) {
  await activateLanguage(preferredLanguage(), ["sign-in", "app"]);
  // After signing in: the address becomes the wanted page and the sign-in pages go, only now.
  replacing();
  const queryClient = createQueryClient();
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
