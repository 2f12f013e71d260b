import { Trans } from "@lingui/react/macro";
import { useLastChange } from "./change-store";
import { userLocale } from "../../components/format/locale";

/** "Updated by Dana at 14:05": shown on an entity page once someone changes it while it is open. */
export function UpdatedByNote({ id }: { id: string }) {
  const change = useLastChange(id);
  if (!change) return null;
  const name = change.by.name;
  const at = new Date(change.at).toLocaleTimeString(userLocale(), { hour: "2-digit", minute: "2-digit" });
  return (
    <p role="status" className="muted">
      <Trans>
        Updated by {name} at {at}
      </Trans>
    </p>
  );
}
