import { Plural } from "@lingui/react/macro";
import type { MaintenanceEntry } from "../../../contract/maintenance";

/** "every 3 months" for a recurring entry, nothing for another. */
export function RepeatText({ entry }: { entry: Pick<MaintenanceEntry, "repeatEvery" | "repeatUnit"> }) {
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
