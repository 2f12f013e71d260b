import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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

const GROUPS = [
  { id: "a4", name: msg`A4 sheets` },
  { id: "letter", name: msg`US Letter sheets` },
  { id: "printer", name: msg`Label printers` },
] as const;

/** The label designer's settings: stock, code, lines, first position, link address. */
export function DesignForm({ design, preset, serviceBaseUrl, onChange }: Props) {
  const { i18n, t } = useLingui();
  const perPage = labelsPerPage(preset);
  const check = (key: "showName" | "showAssetId" | "showLocation", label: string) => (
    <label className={styles.check}>
      <input type="checkbox" checked={design[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />
      {label}
    </label>
  );
  return (
    <>
      <label className="field">
        <span>{t`Label stock`}</span>
        <select value={design.presetId} onChange={(e) => onChange({ presetId: e.target.value, firstPosition: 1 })}>
          {GROUPS.map((group) => (
            <optgroup key={group.id} label={i18n._(group.name)}>
              {SHEET_PRESETS.filter((p) => p.group === group.id).map((p) => (
                <option key={p.id} value={p.id}>
                  {i18n._(p.name)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {preset.continuous && (
        <label className="field">
          <span>{t`Label length (mm)`}</span>
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
          <span>{t`First label position (1–${perPage}, for a partly used sheet)`}</span>
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
        <span>{t`Code`}</span>
        <select value={design.code} onChange={(e) => onChange({ code: e.target.value as LabelDesign["code"] })}>
          <option value="qr">{i18n._(msg`QR code`)}</option>
          <option value="datamatrix">{i18n._(msg`Data Matrix`)}</option>
          <option value="code128">{i18n._(msg`Code 128`)}</option>
          <option value="none">{i18n._(msg`No code`)}</option>
        </select>
      </label>
      {design.code !== "none" && (
        <label className="field">
          <span>{t`The code holds`}</span>
          <select
            value={design.codeData}
            onChange={(e) => onChange({ codeData: e.target.value as LabelDesign["codeData"] })}
          >
            <option value="url">{i18n._(msg`The link to its page`)}</option>
            <option value="assetId">{i18n._(msg`The asset ID`)}</option>
          </select>
        </label>
      )}
      {design.code === "code128" && design.codeData === "url" && (
        <p className="muted">{t`A link makes Code 128 bars very thin; the asset ID scans better.`}</p>
      )}
      <fieldset>
        <legend>{t`Lines`}</legend>
        {check("showName", t`Name`)}
        {check("showAssetId", t`Asset ID`)}
        {check("showLocation", t`Location path`)}
      </fieldset>
      <label className="field">
        <span>{t`Custom text`}</span>
        <input
          type="text"
          maxLength={200}
          value={design.customText}
          onChange={(e) => onChange({ customText: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t`Link address`}</span>
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
