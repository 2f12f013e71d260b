import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { loadBarcodeEncoder } from "../labels";
import styles from "./settings.module.css";

/**
 * A QR code of the invite link, for a phone to open. bwip-js is loaded only when a code is shown, so it
 * costs the rest of the app nothing, and through the labels' encoder: a namespace import of bwip-js here
 * kept all of its 100+ symbologies in the chunk the labels page shares (243 KiB gz instead of 72).
 */
export function InviteQr({ link }: { link: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadBarcodeEncoder().then(({ barcodeSvg }) => {
      if (current) setSvg(barcodeSvg("qr", link));
    });
    return () => {
      current = false;
    };
  }, [link]);
  if (!svg)
    return (
      <p role="status">
        <Trans>Drawing the QR code…</Trans>
      </p>
    );
  // bwip-js's own SVG markup of the link: no user text reaches it but the link, which it encodes as modules.
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
