import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLastChange } from "./change-store";
import styles from "./live.module.css";

export interface ChangedField {
  label: string;
  was: string;
  now: string;
}

interface Props {
  id: string;
  /** Whether the record on the service is newer than the one the form was opened with. */
  newer: boolean;
  /** What differs between the version being edited and the service's, for "See their change". */
  changes: () => ChangedField[];
}

/**
 * On an open edit form: says at once that someone else saved this record meanwhile (before a save would
 * meet the 412), and shows what they changed on request. Saving still goes through the conflict dialog.
 */
export function ChangedElsewhereBanner({ id, newer, changes }: Props) {
  const { t } = useLingui();
  const change = useLastChange(id);
  const [showing, setShowing] = useState(false);
  if (!newer) return null;
  const who = change?.by.name;
  const fields = showing ? changes() : [];
  return (
    <div role="alert" className={styles.banner}>
      <p>
        {who
          ? t`${who} changed this while you were editing. Saving will ask which values to keep.`
          : t`This was changed elsewhere while you were editing. Saving will ask which values to keep.`}
      </p>
      <button type="button" aria-expanded={showing} onClick={() => setShowing((v) => !v)}>{t`See their change`}</button>
      {showing && (
        <ul aria-label={t`Their change`}>
          {fields.length === 0 && <li>{t`No visible field differs.`}</li>}
          {fields.map((f) => (
            <li key={f.label}>
              {f.label}: {f.was || t`(empty)`} → {f.now || t`(empty)`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
