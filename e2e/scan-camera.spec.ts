import { expect, test } from "./support/fixtures";
import { scanPanel } from "./support/scan";
import { writeEan13Y4m } from "./support/y4m";

/** The provider stub's Open Food Facts hit (`openFoodHit`): a valid EAN-13 that does not start with 0. */
const CODE = "3017620422003";
const video = writeEan13Y4m(CODE);

// Chromium's fake camera plays the generated video; the fake UI grants the permission prompt.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

test("the webcam decodes an EAN-13 and shows the product candidates", async ({ signedInPage: page }) => {
  await page.goto("/inventory");
  await expect(page.getByRole("heading", { name: "Inventory", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Scan", exact: true }).click();
  const panel = scanPanel(page);
  await panel.getByRole("button", { name: "Use camera" }).click();
  await expect(panel.getByText(`Scanned ${CODE}`)).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText("(camera)")).toBeVisible();
  const candidates = panel.getByRole("listbox", { name: "Products found" });
  await expect(candidates.getByRole("option").first()).toContainText("Nutella");
  // One read per press: the camera is off again, so the next frame cannot replace the result.
  await expect(panel.getByRole("button", { name: "Use camera" })).toBeVisible();
  await expect(panel.getByLabel("Camera preview")).toHaveCount(0);
});
