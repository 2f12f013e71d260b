import { useState } from "react";
import { DEFAULT_DESIGN, LabelDesign } from "./label-design";

const KEY = "inventory.labelDesign";

/** The design last used in this browser (the default design when none is stored). */
export function savedLabelDesign(): LabelDesign {
  try {
    const parsed = LabelDesign.safeParse(JSON.parse(localStorage.getItem(KEY) ?? "{}"));
    // The first free position belongs to one partly used sheet, not to the design: it starts at 1.
    return parsed.success ? { ...parsed.data, firstPosition: 1 } : DEFAULT_DESIGN;
  } catch {
    return DEFAULT_DESIGN;
  }
}

/** The label design, remembered in this browser: the next batch prints on the same stock. */
export function useLabelDesign(): [LabelDesign, (change: Partial<LabelDesign>) => void] {
  const [design, setDesign] = useState(savedLabelDesign);
  const update = (change: Partial<LabelDesign>) =>
    setDesign((previous) => {
      const next = { ...previous, ...change };
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        /* storage blocked: the design holds for this visit */
      }
      return next;
    });
  return [design, update];
}
