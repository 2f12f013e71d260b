import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures";

/** The built file of a page's chunk, from Vite's manifest (the e2e run serves the worktree's dist/). */
function chunkUrl(source: string): string {
  const manifest = JSON.parse(readFileSync("dist/.vite/manifest.json", "utf8")) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not a chunk of the build`);
  return `/${entry.file}`;
}

test("a page whose chunk fails to load shows the error boundary, and Reload recovers", async ({
  signedInPage: page,
}) => {
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();

  // As after a deploy: the old chunk of the tags page is gone.
  const tagsChunk = chunkUrl("src/features/tags/tags-page.tsx");
  await page.route(`**${tagsChunk}`, (route) => route.fulfill({ status: 404, body: "Not found" }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tags" }).click();

  const boundary = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
  await expect(boundary).toBeVisible();
  // The boundary sits inside the signed-in frame: the navigation stays usable.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // The new version is there now; Reload fetches it.
  await page.unroute(`**${tagsChunk}`);
  await boundary.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("heading", { name: "Tags" })).toBeVisible();
  await expect(page.getByText("This page could not be loaded")).toHaveCount(0);
});

test("an answer that fails the contract shows 'unexpected answer' once, without retries", async ({
  signedInPage: page,
}) => {
  let tagRequests = 0;
  await page.route("**/api/v1/tags", async (route) => {
    tagRequests += 1;
    // A 200 the contract does not describe (a tag list must be an array of tags).
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ tags: "none" }) });
  });
  await page.goto("/tags");

  const message = page.getByText(/unexpected answer from the server/i);
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("/api/v1/tags");
  await expect(page.getByText(/invalid_type|expected array/i)).toHaveCount(0);
  expect(tagRequests).toBe(1);
});
