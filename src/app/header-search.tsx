import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useDebouncedValue } from "../components/ui/use-debounced-value";
import styles from "./app-layout.module.css";

/**
 * The global search. On the inventory list it filters as you type (the text goes into the URL's
 * `q`); elsewhere Enter opens the inventory list with the text. "/" focuses it from anywhere.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const onList = pathname === "/";
  const [params, setParams] = useSearchParams();
  const urlQ = onList ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(urlQ);
  const settled = useDebouncedValue(text, 250);
  const lastWritten = useRef(urlQ);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  // Back/forward or a link changed the URL: show its text (but not our own debounced echo).
  useEffect(() => {
    if (urlQ !== lastWritten.current) {
      lastWritten.current = urlQ;
      setText(urlQ);
    }
  }, [urlQ]);

  useEffect(() => {
    if (!onList || settled === lastWritten.current) return;
    lastWritten.current = settled;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled.trim()) next.set("q", settled);
        else next.delete("q");
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [settled, onList, setParams]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement;
      if (event.key !== "/" || target.closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      input.current?.focus();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (onList) return;
    lastWritten.current = text;
    void navigate(text.trim() ? `/?q=${encodeURIComponent(text)}` : "/");
  }

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="global-search" className="visually-hidden">
        Search inventory
      </label>
      <input
        id="global-search"
        ref={input}
        type="search"
        placeholder="Search inventory (press /)"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
