import { useLastChange } from "./change-store";

/** "Updated by Dana just now": shown on an entity page once someone changes it while it is open. */
export function UpdatedByNote({ id }: { id: string }) {
  const change = useLastChange(id);
  if (!change) return null;
  const at = new Date(change.at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return (
    <p role="status" className="muted">
      Updated by {change.by.name} at {at}
    </p>
  );
}
