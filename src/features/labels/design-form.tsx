import type { LabelDesign } from "./label-design";
import styles from "./labels.module.css";
import { labelsPerPage, SHEET_PRESETS, type SheetPreset } from "./sheet-presets";

interface Props {
  design: LabelDesign;
  preset: SheetPreset;
  /** The service's base URL, shown as the link address's placeholder. */
  serviceBaseUrl: string;
  onChange: (change: Partial<LabelDesign>) => void;
}

const GROUPS = [...new Set(SHEET_PRESETS.map((p) => p.group))];

/** The label designer's settings: stock, code, lines, first position, link address. */
export function DesignForm({ design, preset, serviceBaseUrl, onChange }: Props) {
  const perPage = labelsPerPage(preset);
  return (
    <>
      <label className="field">
        <span>Label stock</span>
        <select value={design.presetId} onChange={(e) => onChange({ presetId: e.target.value, firstPosition: 1 })}>
          {GROUPS.map((group) => (
            <optgroup key={group} label={group}>
              {SHEET_PRESETS.filter((p) => p.group === group).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {preset.continuous && (
        <label className="field">
          <span>Label length (mm)</span>
          <input
            type="number"
            min={10}
            max={1000}
            value={design.tapeLength}
            onChange={(e) => onChange({ tapeLength: Math.min(1000, Math.max(10, Number(e.target.value) || 10)) })}
          />
        </label>
      )}
      {perPage > 1 && (
        <label className="field">
          <span>First label position (1–{perPage}, for a partly used sheet)</span>
          <input
            type="number"
            min={1}
            max={perPage}
            value={design.firstPosition}
            onChange={(e) =>
              onChange({ firstPosition: Math.min(perPage, Math.max(1, Math.floor(Number(e.target.value)) || 1)) })
            }
          />
        </label>
      )}
      <label className="field">
        <span>Code</span>
        <select value={design.code} onChange={(e) => onChange({ code: e.target.value as LabelDesign["code"] })}>
          <option value="qr">QR code</option>
          <option value="datamatrix">Data Matrix</option>
          <option value="code128">Code 128</option>
          <option value="none">No code</option>
        </select>
      </label>
      {design.code !== "none" && (
        <label className="field">
          <span>The code holds</span>
          <select
            value={design.codeData}
            onChange={(e) => onChange({ codeData: e.target.value as LabelDesign["codeData"] })}
          >
            <option value="url">The link to its page</option>
            <option value="assetId">The asset ID</option>
          </select>
        </label>
      )}
      {design.code === "code128" && design.codeData === "url" && (
        <p className="muted">A link makes Code 128 bars very thin; the asset ID scans better.</p>
      )}
      <fieldset>
        <legend>Lines</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={design.showName} onChange={(e) => onChange({ showName: e.target.checked })} />
          Name
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={design.showAssetId}
            onChange={(e) => onChange({ showAssetId: e.target.checked })}
          />
          Asset ID
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={design.showLocation}
            onChange={(e) => onChange({ showLocation: e.target.checked })}
          />
          Location path
        </label>
      </fieldset>
      <label className="field">
        <span>Custom text</span>
        <input
          type="text"
          maxLength={200}
          value={design.customText}
          onChange={(e) => onChange({ customText: e.target.value })}
        />
      </label>
      <label className="field">
        <span>Link address</span>
        <input
          type="url"
          placeholder={serviceBaseUrl}
          value={design.baseUrl}
          onChange={(e) => onChange({ baseUrl: e.target.value.trim() })}
        />
      </label>
    </>
  );
}
