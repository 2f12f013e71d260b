import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { drawCode } from "./barcode-encode";
import type { CodeKind, LabelContent } from "./label-design";
import type { Box, LabelGeometry } from "./label-geometry";
import styles from "./labels.module.css";

const mm = (box: Box) => ({
  left: `${box.x}mm`,
  top: `${box.y}mm`,
  width: `${box.width}mm`,
  height: `${box.height}mm`,
});

interface Props {
  content: LabelContent;
  /** The label's rectangle on its page. */
  box: Box;
  geometry: LabelGeometry;
  code: CodeKind;
}

/** One label at real size: its code (inline SVG) and its lines of text. */
export function LabelCard({ content, box, geometry, code }: Props) {
  const { t } = useLingui();
  const name = [content.name, content.assetId].filter(Boolean).join(", ") || t`Label`;
  return (
    <div role="img" aria-label={name} className={styles.label} style={mm(box)}>
      {geometry.code && code !== "none" && content.codeText && (
        <CodeImage kind={code} text={content.codeText} box={geometry.code} />
      )}
      <div className={styles.text} style={{ ...mm(geometry.text), fontSize: `${geometry.smallSize}mm` }}>
        {content.name && (
          <p className={styles.name} style={{ fontSize: `${geometry.nameSize}mm` }}>
            {content.name}
          </p>
        )}
        {content.assetId && <p className={styles.assetId}>{content.assetId}</p>}
        {content.location && <p>{content.location}</p>}
        {content.custom && <p>{content.custom}</p>}
      </div>
    </div>
  );
}

function CodeImage({ kind, text, box }: { kind: Exclude<CodeKind, "none">; text: string; box: Box }) {
  // Drawn as the label renders, and again only when its code changes (not for a change of its text lines).
  const code = useMemo(() => drawCode(kind, text), [kind, text]);
  if (code.error !== undefined) {
    return (
      <span className={styles.codeError} style={mm(box)}>
        <Trans>Too long for this code</Trans>
      </span>
    );
  }
  // Inline rather than an <img>: Chromium builds a costly isolated document for every SVG image.
  return (
    <svg
      className={styles.code}
      style={mm(box)}
      viewBox={code.shape.viewBox}
      preserveAspectRatio={kind === "code128" ? "none" : undefined}
      aria-hidden="true"
    >
      {code.shape.paths.map((path, i) => (
        <path key={i} {...path} />
      ))}
    </svg>
  );
}
