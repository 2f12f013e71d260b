import { Trans } from "@lingui/react/macro";
import { useState } from "react";

/** Copies a text (an invite link, an API key) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? <Trans>Copied</Trans> : label}
    </button>
  );
}
