/** The user's language for formatting (numbers, money, dates): the browser's, until the SPA has a picker. */
export function userLocale(): string {
  return typeof navigator !== "undefined" && navigator.language ? navigator.language : "en-US";
}
