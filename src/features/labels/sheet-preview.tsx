import { useLingui } from "@lingui/react/macro";
import type { CodeKind, LabelContent } from "./label-design";
import { labelGeometry } from "./label-geometry";
import { LabelCard } from "./label-card";
import styles from "./labels.module.css";
import type { PlacedLabel } from "./sheet-layout";
import type { SheetPreset } from "./sheet-presets";

interface Props {
  preset: SheetPreset;
  pages: PlacedLabel[][];
  contents: LabelContent[];
  code: CodeKind;
}

/**
 * The pages as they print, at real size; while this preview is on screen an @page rule gives the printer
 * the sheet's exact size with no margins, so the browser neither adds headers nor scales.
 */
export function SheetPreview({ preset, pages, contents, code }: Props) {
  const { t } = useLingui();
  const { width, height } = preset.page;
  const geometry = labelGeometry(preset.label.width, preset.label.height, code, code !== "none");
  return (
    <div className={styles.sheets}>
      <style>{`@page { size: ${width}mm ${height}mm; margin: 0; }`}</style>
      {pages.map((page, i) => (
        <section
          key={i}
          aria-label={t`Page ${i + 1} of ${pages.length}`}
          className={styles.page}
          style={{ width: `${width}mm`, height: `${height}mm` }}
        >
          {page.map((placed) => {
            const content = contents[placed.index];
            if (!content) return null;
            const box = { x: placed.x, y: placed.y, width: preset.label.width, height: preset.label.height };
            return <LabelCard key={placed.index} content={content} box={box} geometry={geometry} code={code} />;
          })}
        </section>
      ))}
    </div>
  );
}
