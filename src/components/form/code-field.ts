/**
 * Marks an input that holds a code (serial number, asset ID, a Barcode custom field): a USB scanner's
 * scan into it fills it, where a scan anywhere else opens the scan panel (src/features/scan/wedge).
 */
export const CODE_FIELD_ATTR = "data-code-field";

/** Spread onto such an input. */
export const codeFieldProps = { [CODE_FIELD_ATTR]: "" } as const;

/** A custom text field by this name holds a product code that a scan finds (any case, outer spaces ignored). */
export const isBarcodeFieldName = (name: string) => name.trim().toLowerCase() === "barcode";
