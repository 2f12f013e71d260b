import { Plural } from "@lingui/react/macro";
import type { MaintenanceEntry } from "../../../contract/maintenance";

/** " · every 3 months" after a recurring entry's name in a log table; nothing for an entry that does not repeat. */
export function RepeatNote({ entry }: { entry: Pick<MaintenanceEntry, "repeatEvery" | "repeatUnit"> }) {
  if (entry.repeatEvery <= 0) return null;
  return (
    <span className="muted">
      {" · "}
      <RepeatText entry={entry} />
    </span>
  );
}

/** "every 3 months" for a recurring entry, nothing for another. */
function RepeatText({ entry }: { entry: Pick<MaintenanceEntry, "repeatEvery" | "repeatUnit"> }) {
  const n = entry.repeatEvery;
  switch (entry.repeatUnit) {
    case "days":
      return <Plural value={n} one="every day" other="every # days" />;
    case "weeks":
      return <Plural value={n} one="every week" other="every # weeks" />;
    case "months":
      return <Plural value={n} one="every month" other="every # months" />;
    case "years":
      return <Plural value={n} one="every year" other="every # years" />;
    default:
      return null;
  }
}
