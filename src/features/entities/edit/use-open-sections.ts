import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SECTION_IDS } from "../../../components/form/sections";

const sectionOfHash = (hash: string) => {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return SECTION_IDS.includes(id) ? id : null;
};

/**
 * Which sections are open. The URL hash names a section (`#purchase`): arriving with it, or changing to
 * it, opens that section and scrolls it into view. `reveal` opens sections (those holding errors).
 */
export function useOpenSections(initiallyOpen: readonly string[]) {
  const { hash } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const [seenHash, setSeenHash] = useState<string | null>(null);

  // A new hash opens its section in the same render (React's "adjust state on prop change" pattern).
  if (hash !== seenHash) {
    setSeenHash(hash);
    const id = sectionOfHash(hash);
    if (id && !open.has(id)) setOpen(new Set(open).add(id));
  }

  // Scroll once the open section is committed, so the browser measures its real position.
  useEffect(() => {
    const id = sectionOfHash(hash);
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: "start" });
  }, [hash]);

  const setSectionOpen = useCallback((id: string, isOpen: boolean) => {
    setOpen((prev) => (isOpen ? new Set(prev).add(id) : new Set([...prev].filter((other) => other !== id))));
  }, []);

  const reveal = useCallback((ids: readonly string[]) => {
    if (ids.length === 0) return;
    setOpen((prev) => new Set([...prev, ...ids]));
  }, []);

  return { open, setSectionOpen, reveal };
}
