import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Fragment, StrictMode, useSyncExternalStore, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { onFormatChange, userLocale } from "../components/format/locale";
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
  const router = createAppRouter(queryClient);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <InActiveLanguage>
            <RouterProvider router={router} />
          </InActiveLanguage>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

/**
 * Strings are translated and dates formatted where they render (`t` from @lingui/core/macro, docs/i18n.md),
 * so a switch of language or format renders the app afresh: the address and the query cache stay, the
 * pages re-read every string.
 */
function InActiveLanguage({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(onFormatChange, () => `${i18n.locale} ${userLocale()}`);
  return <Fragment key={locale}>{children}</Fragment>;
}
