import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createEntity, getEntity } from "./support/entities";
import { startOwnService, type OwnService } from "./support/own-service";
import { createAccount, signIn, type Account } from "./support/session";

/**
 * The SPA across a service restart: an edit typed while the service is up, a save attempted while it
 * is down, the service started again on the same port and database. The service here is one this spec
 * starts and stops itself (support/own-service.ts), and the browser talks to it, not to the webServer.
 */
let service: OwnService;
// An uncaught exception in the page fails the test, even when the assertions pass.
const pageErrors: string[] = [];
test.beforeEach(async () => {
  pageErrors.length = 0;
  service = await startOwnService();
});
test.afterEach(async () => {
  await service.dispose();
  expect(pageErrors).toEqual([]);
});

const draftOf = (id: string) => localStorage.getItem(`inventory.entity-draft.${id}`);

/** A signed-in page on the spec's own service, on the edit page of a fresh "Drill". */
async function editDrill(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; account: Account; id: string }> {
  const context = await browser.newContext({ baseURL: service.origin });
  const account = await createAccount(context.request);
  const drill = await createEntity(account, { name: "Drill", entityTypeId: account.itemTypeId });
  await signIn(context, account, service.origin);
  const page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(`/entities/${drill.id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Drill" })).toBeVisible();
  return { context, page, account, id: drill.id };
}

/** Types an edit, stops the service, and checks that a save fails visibly and keeps the edit. */
async function saveWhileDown(page: Page, id: string) {
  const name = page.getByLabel("Name", { exact: true });
  await name.fill("Drill, edited through a restart");
  await expect.poll(() => page.evaluate(draftOf, id)).toContain("Drill, edited through a restart");
  // A graceful stop although the browser holds connections open: exit 0, not the forced exit after 10 s.
  expect(await service.stop()).toBe(0);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The form's own alert (the failed request's toast is an alert too).
  const formAlert = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(formAlert).toContainText("Your changes are still here");
  await expect(name).toHaveValue("Drill, edited through a restart");
  await expect(page.getByRole("status").filter({ hasText: "Unsaved changes" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/entities/${id}/edit$`));
  // The draft is still stored: a reload (once the service is back) can offer it.
  expect(await page.evaluate(draftOf, id)).toContain("Drill, edited through a restart");
}

test("a save while the service is down fails visibly, keeps the edit, and succeeds once it is back", async ({
  browser,
}) => {
  const { context, page, account, id } = await editDrill(browser);
  await saveWhileDown(page, id);

  await service.restart();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${id}$`));
  expect((await getEntity(account, id)).name).toBe("Drill, edited through a restart");
  expect(await page.evaluate(draftOf, id)).toBeNull();
  await context.close();
});

test("the unsaved edit survives a reload across the restart and is saved from the draft", async ({ browser }) => {
  const { context, page, account, id } = await editDrill(browser);
  await saveWhileDown(page, id);

  await service.restart();
  // The form is dirty, so the browser asks before reloading (beforeunload); accept it.
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(["beforeunload"]);
  await page.getByRole("button", { name: "Restore draft" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Drill, edited through a restart");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/entities/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Drill, edited through a restart" })).toBeVisible();
  expect((await getEntity(account, id)).name).toBe("Drill, edited through a restart");
  await context.close();
});
