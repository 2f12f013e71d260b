import { expect, test } from "@playwright/test";

test("the app loads from the service in Chromium", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the service answers its status and OpenAPI document", async ({ request }) => {
  const status = await request.get("/api/v1/status");
  expect(await status.json()).toMatchObject({ health: true });
  const doc = await request.get("/api/openapi.json");
  expect((await doc.json()).openapi).toBe("3.1.0");
});
