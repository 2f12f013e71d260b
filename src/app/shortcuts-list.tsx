import { t } from "@lingui/core/macro";
import { ModalDialog } from "../components/ui/modal-dialog";

/** Every keyboard shortcut of the app, as `?` lists them (docs/ui.md explains the choices). */
const shortcuts = (): readonly [keys: string, what: string][] => [
  ["?", t`Show this list`],
  ["/", t`Search the inventory`],
  [t`Enter (in search)`, t`Open the only match, or go to the first row`],
  ["↑ / ↓", t`Previous / next row of the inventory list`],
  [t`Enter`, t`Open the focused row`],
  ["+ / −", t`Increase / decrease the quantity (item page)`],
  [t`Ctrl+S`, t`Save the edit form (Shift+Ctrl+S: save and keep editing)`],
  [t`Esc`, t`Close a dialog`],
];

/** The open list of shortcuts (Radix dialog: Escape closes it, the focus goes back). */
export function ShortcutsList({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog open onOpenChange={(open) => !open && onClose()} title={t`Keyboard shortcuts`}>
      <dl>
        {shortcuts().map(([keys, what]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
