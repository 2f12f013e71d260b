import { t } from "@lingui/core/macro";
import { ATTACHMENT_TYPES, type AttachmentUpdate } from "../../../../contract/attachment";
import styles from "./attachments.module.css";

export type AttachmentType = AttachmentUpdate["type"];

/** The kinds in the user's language; the API keeps Homebox's English values. */
const TYPE_NAMES: Record<AttachmentType, () => string> = {
  photo: () => t`Photo`,
  attachment: () => t`Other file`,
  warranty: () => t`Warranty`,
  manual: () => t`Manual`,
  receipt: () => t`Receipt`,
};

/** The attachment type picker of the upload bar and of each attachment card. */
export function AttachmentTypeSelect(props: {
  label: string;
  /** The card names the attachment in its label; the upload bar shows its label. */
  labelHidden?: boolean;
  value: AttachmentType;
  onChange: (type: AttachmentType) => void;
}) {
  return (
    <label className={styles.inline}>
      <span className={props.labelHidden ? "visually-hidden" : undefined}>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as AttachmentType)}>
        {ATTACHMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_NAMES[type]()}
          </option>
        ))}
      </select>
    </label>
  );
}
