import { t } from "@lingui/core/macro";
import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { TreeNode } from "../../../../contract/entity";
import { treeKeyMove, visibleNodes } from "./tree-model";
import styles from "./locations.module.css";

interface Props {
  roots: TreeNode[];
  counts: ReadonlyMap<string, number>;
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: Set<string>) => void;
  selectedId: string;
  onSelect: (id: string) => void;
  /** Enter on a node. */
  onOpen: (id: string) => void;
}

/**
 * The locations as an ARIA tree: one tab stop (roving tabindex), arrow keys to move and to
 * expand/collapse, selection follows focus, Enter opens the location.
 */
export function LocationTree({ roots, counts, expanded, onExpandedChange, selectedId, onSelect, onOpen }: Props) {
  const items = useRef(new Map<string, HTMLLIElement>());
  const visible = useMemo(() => visibleNodes(roots, expanded), [roots, expanded]);
  const focusFromKeyboard = useRef(false);
  const byId = useMemo(() => new Map(visible.map((v) => [v.node.id, v])), [visible]);
  const tabStop = byId.has(selectedId) ? selectedId : visible[0]?.node.id;

  useEffect(() => {
    if (focusFromKeyboard.current) items.current.get(selectedId)?.focus();
    focusFromKeyboard.current = false;
  }, [selectedId]);

  const toggle = (id: string) =>
    onExpandedChange(expanded.has(id) ? new Set([...expanded].filter((e) => e !== id)) : new Set(expanded).add(id));

  function onKeyDown(event: KeyboardEvent) {
    if (!tabStop) return;
    if (event.key === "Enter") {
      event.preventDefault();
      onOpen(tabStop);
      return;
    }
    const move = treeKeyMove(event.key, visible, tabStop, expanded);
    if (!move) return;
    event.preventDefault();
    if (move.expand || move.collapse) toggle((move.expand ?? move.collapse)!);
    if (move.focus) {
      focusFromKeyboard.current = true;
      onSelect(move.focus);
    }
  }

  /** One click handler for the whole tree: a node selects, its twisty also expands or collapses. */
  function onClick(event: MouseEvent) {
    const target = event.target as HTMLElement;
    const id = target.closest<HTMLElement>("[role=treeitem]")?.dataset.id;
    if (!id) return;
    onSelect(id);
    if (target.closest("[data-twisty]") && byId.get(id)?.node.children.length) toggle(id);
  }

  function renderNodes(nodes: TreeNode[]) {
    return nodes.map((node) => {
      const info = byId.get(node.id);
      const hasChildren = node.children.length > 0;
      const open = expanded.has(node.id);
      const count = counts.get(node.id) ?? 0;
      return (
        <li
          key={node.id}
          role="treeitem"
          aria-level={info?.level}
          aria-posinset={info?.posInSet}
          aria-setsize={info?.setSize}
          aria-expanded={hasChildren ? open : undefined}
          aria-selected={node.id === selectedId}
          tabIndex={node.id === tabStop ? 0 : -1}
          ref={(el) => void (el ? items.current.set(node.id, el) : items.current.delete(node.id))}
          className={styles.item}
          data-id={node.id}
          onFocus={(e) => e.target === e.currentTarget && node.id !== selectedId && onSelect(node.id)}
        >
          <span className={styles.label}>
            <span aria-hidden="true" className={styles.twisty} data-twisty>
              {hasChildren ? (open ? "▾" : "▸") : ""}
            </span>
            {node.name}
            <span className={styles.count}>
              {count} <span className="visually-hidden">{count === 1 ? "item" : "items"}</span>
            </span>
          </span>
          {hasChildren && open && (
            <ul role="group" className={styles.group}>
              {renderNodes(node.children)}
            </ul>
          )}
        </li>
      );
    });
  }

  return (
    <ul role="tree" aria-label={t`Locations`} className={styles.tree} onKeyDown={onKeyDown} onClick={onClick}>
      {renderNodes(roots)}
    </ul>
  );
}
