import { t } from "@lingui/core/macro";

/**
 * A type's name as shown: the two types every group starts with are stored under Homebox's English names
 * ("Item", "Location") and shown in the user's language; any other or renamed type shows as named.
 */
export function entityTypeName(type: { name: string; isLocation: boolean }): string {
  if (type.name === "Item" && !type.isLocation) return t`Item`;
  if (type.name === "Location" && type.isLocation) return t`Location`;
  return type.name;
}
