import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * After moving to another page, focus goes to the main region, so keyboard and screen-reader users
 * start at the new content instead of the link they left. Typing in the search box is not
 * interrupted (it changes the URL too), and neither is the first load.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement?.closest("[role=search]")) return;
    main.current?.focus({ preventScroll: false });
  }, [pathname, main]);
}
