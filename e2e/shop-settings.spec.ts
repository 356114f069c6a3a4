import type { Page } from "@playwright/test";
import { expect, priceOf, test } from "./fixtures";

// Decision 044: staff change the shop's Nairobi delivery fee in Settings; a shopper's checkout
// shows it on the next load. Its own project, after every other journey (playwright.config.ts):
// a fee changed while others run would change their totals.

/**
 * Changes the Nairobi fee on the open Settings page from `from` to `to` and saves; returns once
 * the page lists that change first under Recent changes (the saved notice may be a former save's).
 */
async function saveNairobiFee(page: Page, from: string, to: string) {
  await page.getByRole("textbox", { name: "Nairobi" }).fill(to);
  await page.getByRole("button", { name: "Save settings" }).click();
  const newest = page.getByRole("region", { name: "Recent changes" }).getByRole("listitem").first();
  await expect(newest).toHaveText(
    new RegExp(`^Delivery fee, Nairobi${from}\\s*changed to\\s*→\\s*${to}\\D`),
  );
  await expect(page.getByRole("status")).toHaveText("Settings saved.");
}

test("staff change the Nairobi delivery fee in Settings: the checkout's total follows on the next load", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const customer = await newShopper();
  await customer.addFirstProduct();
  await customer.page.goto("/checkout");
  const total = customer.page.getByTestId("order-total");
  const before = priceOf((await total.textContent()) ?? "");
  const delivery = customer.page
    .getByLabel("Order summary")
    .locator("div", { has: customer.page.getByText("Delivery", { exact: true }) })
    .getByRole("definition");
  await expect(delivery).toHaveText("Free");

  await shopper.signInAsAdmin("/admin");
  // On a phone, the admin's sidebar is a drawer behind its menu button.
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const fee = page.getByRole("textbox", { name: "Nairobi" });
  await expect(fee).toHaveValue("0");

  // A fee the shop cannot charge is refused under its field, and nothing is saved.
  await fee.fill("three hundred");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText("Some settings need another look: Nairobi");
  await expect(fee).toHaveAccessibleDescription("Whole shillings from 0 to 100,000, e.g. 1,500.");

  await saveNairobiFee(page, "0", "350");
  await page.screenshot({ path: testInfo.outputPath("settings.png"), fullPage: true });

  await customer.page.reload();
  await expect(total).toHaveText(`KSh ${(before + 350).toLocaleString("en-KE")}`);
  await expect(delivery).toHaveText("KSh 350");

  await saveNairobiFee(page, "350", "0");
  await customer.page.reload();
  await expect(total).toHaveText(`KSh ${before.toLocaleString("en-KE")}`);
  await expect(delivery).toHaveText("Free");
});
