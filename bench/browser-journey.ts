import type { RunFigures } from "./stats";
import type { BrowserBench } from "./browser-env";
import { heapMiB, installProbes, listShownAt, typeAndTime } from "./browser-probes";
import { median } from "./stats";

/**
 * One person's way through the app in a fresh browser context (empty caches, session in localStorage):
 * open the inventory list cold, type into the search box, open the entity found, open its edit form
 * (100 custom fields), measure the JS heap there, then type into the form. Each step is a figure.
 */
export const FORM_ENTITY_NAME = "Bench form with 100 fields";
const SEARCH = "Bench form";
const TYPED = " renamed twice";

/** The entity the edit-form figures open: 100 custom fields of every type (the contract's maximum). */
export async function createFormEntity(b: BrowserBench): Promise<string> {
  const types = ["text", "number", "boolean", "time"] as const;
  const fields = Array.from({ length: 100 }, (_, i) => {
    const type = types[i % 4]!;
    return {
      name: `Field ${i + 1}`,
      type,
      textValue: type === "text" ? `value ${i + 1}` : type === "time" ? "2024-05-01" : "",
      numberValue: type === "number" ? i : 0,
      booleanValue: type === "boolean" && i % 8 === 2,
    };
  });
  const entity = await b.api<{ id: string }>("POST", "/v1/entities", {
    name: FORM_ENTITY_NAME,
    parentId: b.sut.seeded.topLocationId,
    fields,
  });
  return entity.id;
}

export async function journey(b: BrowserBench): Promise<RunFigures> {
  const context = await b.signedInContext();
  await installProbes(context);
  const page = await context.newPage();
  try {
    await page.goto("/inventory");
    const listMs = await listShownAt(page);

    await page.getByRole("searchbox", { name: "Search inventory" }).click();
    const searchKeys = await typeAndTime(page, SEARCH);
    await page.waitForURL(/[?&]q=Bench/); // the search settled into the URL: the list shows its results
    await page.getByRole("link", { name: FORM_ENTITY_NAME }).click();
    await page.getByRole("heading", { level: 1, name: FORM_ENTITY_NAME }).waitFor();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `Edit ${FORM_ENTITY_NAME}` }).waitFor();
    await page.getByRole("group", { name: "Field 100" }).waitFor();
    const heap = await heapMiB(page);

    const name = page.getByRole("region", { name: "Details" }).getByLabel("Name");
    await name.click();
    await page.keyboard.press("End");
    const formKeys = await typeAndTime(page, TYPED);
    return {
      listMs,
      searchKeyMs: median(searchKeys),
      searchKeyMaxMs: Math.max(...searchKeys),
      heapMiB: heap,
      formKeyMs: median(formKeys),
      formKeyMaxMs: Math.max(...formKeys),
    };
  } finally {
    await context.close();
  }
}
