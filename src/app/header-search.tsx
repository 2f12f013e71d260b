import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { isTypingTarget, LIST_SEARCH_SUBMIT } from "../components/ui/keyboard";
import { useDebouncedValue } from "../components/ui/use-debounced-value";
import styles from "./app-layout.module.css";
import { paths } from "../routing/paths";

/**
 * The global search ("/" focuses it): filters the inventory list as you type, and elsewhere Enter opens
 * the list with the text.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const onList = pathname === paths.inventory();
  const [params, setParams] = useSearchParams();
  const urlQ = onList ? (params.get("q") ?? "") : "";
  const [text, setText] = useState(urlQ);
  const settled = useDebouncedValue(text, 250);
  const lastWritten = useRef(urlQ);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // The debounced write below must not cancel a navigation on its way and keep the user on the list.
  // useNavigation() reports a link's navigation a little late (a transition); leaving the field by a click
  // or Tab writes the text at once (onBlur), before that navigation starts.
  const leaving = useNavigation().state !== "idle";

  // Back/forward or a link changed the URL: show its text (but not our own debounced echo).
  useEffect(() => {
    if (urlQ !== lastWritten.current) {
      lastWritten.current = urlQ;
      setText(urlQ);
    }
  }, [urlQ]);

  const writeQuery = useCallback(
    (q: string) => {
      if (q === lastWritten.current) return;
      lastWritten.current = q;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (q.trim()) next.set("q", q);
          else next.delete("q");
          next.delete("page");
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  useEffect(() => {
    if (onList && !leaving) writeQuery(settled);
  }, [settled, onList, leaving, writeQuery]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== "/" || isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (onList) {
      // Enter does not wait for the debounce: the URL gets the text now, then the list acts on its results.
      writeQuery(text);
      window.dispatchEvent(new CustomEvent(LIST_SEARCH_SUBMIT, { detail: { q: text } }));
      return;
    }
    lastWritten.current = text;
    void navigate(text.trim() ? `${paths.inventory()}?q=${encodeURIComponent(text)}` : paths.inventory());
  }

  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="global-search" className="visually-hidden">
        {t`Search inventory`}
      </label>
      <input
        id="global-search"
        ref={input}
        type="search"
        placeholder={t`Search inventory (press /)`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (onList) writeQuery(text);
        }}
        autoComplete="off"
      />
    </form>
  );
}
