import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import encodeQR from "qr";
import styles from "./settings.module.css";

/** A QR code of the invite link, for a phone to open (the labels' QR library, error correction M). */
export function InviteQr({ link }: { link: string }) {
  const { t } = useLingui();
  const svg = useMemo(() => encodeQR(link, "svg", { ecc: "medium" }), [link]);
  // The library's own SVG markup of the link: no user text reaches it but the link, which it encodes as modules.
  return (
    <div
      className={styles.qr}
      role="img"
      // A name that does not contain "Invite link", the field's label: a search by that label finds one control.
      aria-label={t`Invitation as a QR code`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
