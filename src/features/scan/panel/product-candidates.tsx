import { plural, t } from "@lingui/core/macro";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { BarcodeResult } from "../../../../contract/barcode";
import { safeImageSrc } from "../lookup/product-image";
import { markScan, SCAN_MARKS } from "../scan-marks";
import styles from "./scan-panel.module.css";

interface Props {
  products: BarcodeResult[];
  onChoose: (product: BarcodeResult) => void;
}

/**
 * The products the search found, as a listbox: it takes focus when it appears, ArrowUp/ArrowDown move,
 * Enter (or a click) chooses. Third-party data is rendered as text only; images only from safe sources.
 */
export function ProductCandidates({ products, onChoose }: Props) {
  const id = useId();
  const [active, setActive] = useState(0);
  // An https image can still fail (gone, or refused by the app's Content-Security-Policy): hide it then.
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    markScan(SCAN_MARKS.candidates);
    list.current?.focus();
  }, []);
  useEffect(() => {
    document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, id]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => Math.min(products.length - 1, Math.max(0, a + step)));
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      setActive(e.key === "Home" ? 0 : products.length - 1);
    } else if (e.key === "Enter") {
      e.preventDefault();
      const p = products[active];
      if (p) onChoose(p);
    }
  }

  return (
    <>
      <p id={`${id}-hint`} className="muted">
        {plural(products.length, { one: "# product found.", other: "# products found." })}{" "}
        {t`Arrow keys choose, Enter creates it.`}
      </p>
      <ul
        ref={list}
        role="listbox"
        aria-label={t`Products found`}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={`${id}-${active}`}
        tabIndex={0}
        className={styles.candidates}
        onKeyDown={onKeyDown}
      >
        {products.map((p, i) => {
          const src = broken.has(i) ? null : safeImageSrc(p);
          return (
            // Clicks choose too; the keyboard path is the listbox's onKeyDown above.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${p.search_engine_name}-${i}`}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.candidate}
              onClick={() => onChoose(p)}
              onMouseMove={() => setActive(i)}
            >
              {src ? (
                <img
                  src={src}
                  alt={p.item.name || t`Product`}
                  className={styles.thumb}
                  referrerPolicy="no-referrer"
                  onError={() => setBroken((b) => new Set(b).add(i))}
                />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.candidateText}>
                <strong>{p.item.name || "(no name)"}</strong>
                {(p.manufacturer || p.modelNumber) && (
                  <span>{[p.manufacturer, p.modelNumber && `model ${p.modelNumber}`].filter(Boolean).join(", ")}</span>
                )}
                {p.notes && <span className="muted">{p.notes}</span>}
                <span className="muted">
                  {t`Source:`} {p.search_engine_name}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
