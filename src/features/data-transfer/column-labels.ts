import { t } from "@lingui/core/macro";
import type { MappableColumn } from "../../../contract/data-transfer";

/** What each Homebox column holds, as the mapping's choices name it (a function: read in the current language). */
export const columnLabel = (column: MappableColumn): string =>
  ({
    "HB.name": t`Name`,
    "HB.location": t`Location (a path such as Garage / Shelf)`,
    "HB.quantity": t`Quantity`,
    "HB.min_quantity": t`Minimum quantity (low on stock at or below)`,
    "HB.unit": t`Unit (such as m, kg or pack; empty for pieces)`,
    "HB.description": t`Description`,
    "HB.notes": t`Notes`,
    "HB.tags": t`Tags (separated by ;)`,
    "HB.manufacturer": t`Manufacturer`,
    "HB.model_number": t`Model number`,
    "HB.serial_number": t`Serial number`,
    "HB.asset_id": t`Asset id`,
    "HB.purchase_price": t`Purchase price`,
    "HB.purchase_date": t`Purchase date`,
    "HB.purchase_from": t`Purchased from`,
    "HB.warranty_expires": t`Warranty expires`,
    "HB.warranty_details": t`Warranty details`,
    "HB.lifetime_warranty": t`Lifetime warranty (yes/no)`,
    "HB.insured": t`Insured (yes/no)`,
    "HB.archived": t`Archived (yes/no)`,
    "HB.sold_to": t`Sold to`,
    "HB.sold_price": t`Sold price`,
    "HB.sold_date": t`Sold date`,
    "HB.sold_notes": t`Sold notes`,
    "HB.import_ref": t`Import reference`,
    "HB.parent_import_ref": t`Parent's import reference`,
    "HB.type": t`Type`,
    "HB.is_location": t`Is a location (yes/no)`,
  })[column];
