import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** After moving to another page, focus goes to the main region (not on first load, not while typing a search). */
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
