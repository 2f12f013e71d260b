import { t } from "@lingui/core/macro";
import * as Popover from "@radix-ui/react-popover";
import Ellipsis from "lucide-react/icons/ellipsis";
import type { ReactNode } from "react";
import styles from "./entity-page.module.css";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The actions, as buttons; each closes the menu itself when it opens a dialog. */
  children: ReactNode;
}

/** The phone's "More" button: the actions that do not fit beside the main one, in a popover list. */
export function MoreActions({ open, onOpenChange, children }: Props) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button type="button">
          <Ellipsis size={16} aria-hidden="true" className="icon" /> {t`More`}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.more} align="end" sideOffset={4} aria-label={t`More actions`}>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
