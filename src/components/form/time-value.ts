/** Which browser input can show a `time` custom field's value without losing any of it. */
export type TimeInputKind = "date" | "datetime-local" | "text";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// What <input type="datetime-local"> produces and shows: no zone, seconds and milliseconds optional.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** The input for a stored time: `text` for a zoned or non-date value, which a date input would show empty and erase. */
export function timeInputKind(value: string): TimeInputKind {
  if (value === "" || DATE.test(value)) return "date";
  if (LOCAL_DATE_TIME.test(value)) return "datetime-local";
  return "text";
}

/** The value when "with time of day" is switched on or off. */
export function switchTimeOfDay(value: string, withTime: boolean): string {
  if (value === "") return "";
  if (withTime) return DATE.test(value) ? `${value}T00:00` : value;
  return value.slice(0, 10);
}
