const SIZE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A size in the largest unit that keeps it at 1 or more (12 kB, 3.4 MB), written the way the language writes numbers. */
export function formatSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  for (; value >= 1024 && unit < SIZE_UNITS.length - 1; unit++) value /= 1024;
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: SIZE_UNITS[unit],
    maximumFractionDigits: unit > 0 && value < 10 ? 1 : 0,
  }).format(value);
}
