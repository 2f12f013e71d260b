import { t } from "@lingui/core/macro";
import { useEffect } from "react";

/** Names the browser tab (and what a screen reader announces on navigation) after the page. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = t`${title} · Inventory`;
  }, [title]);
}
