/** Which browser input can show a `time` custom field's value without losing any of it. */
export type TimeInputKind = "date" | "datetime-local" | "text";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// What <input type="datetime-local"> produces and shows: no zone, seconds and milliseconds optional.
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * `date` for a day, `datetime-local` for a zone-less date-time, `text` for anything else (a value with a
 * zone such as `…Z`, or one that is not a date): a date-time input would show it empty and a save would
 * then erase it.
 */
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
