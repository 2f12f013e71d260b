/**
 * English messages that mean the same and may share one translation (scripts/catalog-duplicates.ts).
 * Keep it short: each group says why its wordings differ in English at all.
 */
export const SYNONYMS: readonly { messages: readonly string[]; why: string }[] = [
  {
    messages: ["Create account", "Create an account"],
    why: "the register page's button and the sign-in page's link to it name one action",
  },
  { messages: ["Asset ID", "Asset id"], why: "the import page names the CSV column as Homebox writes it" },
  {
    messages: ["Search inventory", "Search the inventory"],
    why: "the search field and its keyboard shortcut in the shortcuts list",
  },
  {
    messages: ["Completed", "Completed on"],
    why: "the maintenance table's column and the entry form's field hold the same date",
  },
  {
    messages: ["Scheduled", "Scheduled for"],
    why: "the maintenance table's column and the entry form's field hold the same date",
  },
];
