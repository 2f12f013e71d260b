import type { Locator, Page } from "@playwright/test";
import { entityTypeEndpoints, tagEndpoints } from "../contract";
import { createEntity } from "./support/entities";
import { expect, test } from "./support/fixtures";
import { expectInert, HOSTILE, oversized, watchForExecution } from "./support/inert";
import { scanPanel, wedgeScan } from "./support/scan";
import type { Account } from "./support/session";

/**
 * Hostile text wherever outsiders or other users can put it (a product catalog, entity, tag and type
 * names, custom fields) renders as inert text on every main page, under the service's own CSP: no
 * planted script runs, no dialog opens, no violation is reported, no javascript: link is rendered.
 */
const csvCell = (v: string) => `"${v.replace(/"/g, '""')}"`;
const csv = (rows: string[][]) => rows.map((r) => r.map(csvCell).join(",")).join("\r\n");

async function importCatalog(page: Page, account: Account, rows: string[][]) {
  const res = await page.request.post("/api/v1/products/catalog", {
    headers: { authorization: account.session.token, "content-type": "text/csv" },
    data: csv([["barcode", "name", "description", "manufacturer", "modelNumber", "notes", "imageURL"], ...rows]),
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(await res.json()).toMatchObject({ imported: rows.length, errors: [] });
}

test("hostile product data from a catalog import shows as text in the scan panel and the entity made from it", async ({
  signedInPage: page,
  account,
}) => {
  const watch = await watchForExecution(page);
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await importCatalog(page, account, [
    ["HOSTILE-0001", HOSTILE.img, HOSTILE.script, HOSTILE.svg, HOSTILE.link, oversized(1000), HOSTILE.jsUrl],
    ["HOSTILE-0002", oversized(255), oversized(1000), "", "", "", "data:text/html;base64,PHNjcmlwdD4="],
  ]);

  await wedgeScan(page, "HOSTILE-0001");
  const option = scanPanel(page).getByRole("listbox", { name: "Products found" }).getByRole("option").first();
  await expect(option).toContainText(HOSTILE.img);
  await expect(option).toContainText(HOSTILE.svg);
  // The javascript: image URL is dropped, not put into an <img src>.
  await expect(option.getByRole("img")).toHaveCount(0);
  await expectInert(page, watch, "product candidates");

  // Creating from it carries the text over as text.
  await page.keyboard.press("Enter");
  await expect(scanPanel(page).getByLabel("Name")).toHaveValue(HOSTILE.img);
  await page.keyboard.press("Enter");
  await scanPanel(page)
    .getByRole("button", { name: /^Open / })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: HOSTILE.img })).toBeVisible();
  await expectInert(page, watch, "entity created from the product");

  await page.keyboard.press("Escape");
  await wedgeScan(page, "HOSTILE-0002");
  const long = scanPanel(page).getByRole("listbox", { name: "Products found" }).getByRole("option").first();
  await expect(long).toContainText(oversized(255));
  await expect(long.getByRole("img")).toHaveCount(0);
  await expectInert(page, watch, "oversized product");
});

test("hostile names and custom fields render inert on every main page", async ({ signedInPage: page, account }) => {
  const type = await account.api.call(entityTypeEndpoints.create, { body: { name: HOSTILE.svg } });
  const tag = await account.api.call(tagEndpoints.create, { body: { name: HOSTILE.img, description: HOSTILE.script } });
  const place = await createEntity(account, { name: HOSTILE.link, entityTypeId: account.locationTypeId });
  const thing = await createEntity(account, {
    name: HOSTILE.img,
    description: `${HOSTILE.script} ${oversized(900)}`,
    entityTypeId: type.id,
    parentId: place.id,
    tagIds: [tag.id],
    manufacturer: HOSTILE.jsUrl,
    modelNumber: oversized(255),
    notes: oversized(1000),
    fields: [
      { name: HOSTILE.script, type: "text", textValue: HOSTILE.jsUrl },
      { name: HOSTILE.link, type: "text", textValue: oversized(500) },
      { name: oversized(255), type: "text", textValue: HOSTILE.svg },
    ],
  });
  await createEntity(account, { name: oversized(255), parentId: place.id });

  const watch = await watchForExecution(page);

  // Each page, and something on it that shows the hostile text (as text) once the page has its data.
  const pages: [path: string, shows: (p: Page) => Locator][] = [
    // Home lists it twice: recently added and recently changed.
    ["/", (p) => p.getByRole("link", { name: HOSTILE.img }).first()],
    [`/inventory?q=${encodeURIComponent("<img")}`, (p) => p.getByRole("link", { name: HOSTILE.img })],
    ["/locations", (p) => p.getByRole("treeitem", { name: HOSTILE.link })],
    ["/tags", (p) => p.getByText(HOSTILE.img, { exact: true }).first()],
    ["/entity-types", (p) => p.getByText(HOSTILE.svg, { exact: true }).first()],
    [`/entities/${place.id}`, (p) => p.getByRole("heading", { level: 1, name: HOSTILE.link })],
    [`/entities/${thing.id}`, (p) => p.getByText(HOSTILE.jsUrl, { exact: true }).first()],
    [`/entities/${thing.id}/edit`, (p) => p.getByRole("heading", { level: 1, name: `Edit ${HOSTILE.img}` })],
    ["/scan/session", (p) => p.getByRole("heading", { level: 1, name: "Scan session" })],
    ["/settings/scanner", (p) => p.getByRole("heading", { level: 1, name: "Scanner settings" })],
  ];
  for (const [path, shows] of pages) {
    await page.goto(path);
    await expect(shows(page)).toBeVisible();
    await expectInert(page, watch, path);
  }
  // The edit form holds the hostile text as the inputs' values.
  await page.goto(`/entities/${thing.id}/edit`);
  await expect(page.getByRole("region", { name: "Details" }).getByLabel("Name")).toHaveValue(HOSTILE.img);
  await expect(page.getByRole("group", { name: "Field 1" }).getByLabel("Name")).toHaveValue(HOSTILE.script);
  await expectInert(page, watch, "edit form values");
});
