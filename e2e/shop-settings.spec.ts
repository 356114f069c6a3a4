import type { Page } from "@playwright/test";
import { expect, priceOf, test, type NewShopper } from "./fixtures";

// Decision 044: staff change the shop's Nairobi delivery fee in Settings; a shopper's checkout
// shows it on the next load. Its own project, after every other journey (playwright.config.ts):
// a fee changed while others run would change their totals.

/**
 * Changes the Nairobi fee on the open Settings page from `from` to `to` and saves; returns once
 * the page lists that change first under Recent changes (the saved notice may be a former save's).
 */
async function saveNairobiFee(page: Page, from: string, to: string) {
  await page.getByRole("textbox", { name: "Nairobi", exact: true }).fill(to);
  await page.getByRole("button", { name: "Save settings" }).click();
  const newest = page.getByRole("region", { name: "Recent changes" }).getByRole("listitem").first();
  await expect(newest).toHaveText(
    new RegExp(`^Delivery fee, Nairobi${from}\\s*changed to\\s*→\\s*${to}\\D`),
  );
  await expect(page.getByRole("status")).toHaveText("Settings saved.");
}

/**
 * A new shopper's checkout with the first product in the cart: the page, its total as first
 * shown (KSh) and the summary's Total and Delivery cells.
 */
async function checkoutOfOneProduct(newShopper: NewShopper) {
  const customer = await newShopper();
  await customer.addFirstProduct();
  await customer.page.goto("/checkout");
  const total = customer.page.getByTestId("order-total");
  const delivery = customer.page
    .getByLabel("Order summary")
    .locator("div", { has: customer.page.getByText("Delivery", { exact: true }) })
    .getByRole("definition");
  return {
    page: customer.page,
    before: priceOf((await total.textContent()) ?? ""),
    total,
    delivery,
  };
}

test("staff change the Nairobi delivery fee in Settings: the checkout's total follows on the next load", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const { page: customer, before, total, delivery } = await checkoutOfOneProduct(newShopper);
  await expect(delivery).toHaveText("Free");

  await shopper.signInAsAdmin("/admin");
  // On a phone, the admin's sidebar is a drawer behind its menu button.
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const fee = page.getByRole("textbox", { name: "Nairobi", exact: true });
  await expect(fee).toHaveValue("0");

  // A fee the shop cannot charge is refused under its field, and nothing is saved.
  await fee.fill("three hundred");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText("Some settings need another look: Nairobi");
  await expect(fee).toHaveAccessibleDescription("Whole shillings from 0 to 100,000, e.g. 1,500.");

  await saveNairobiFee(page, "0", "350");
  await page.screenshot({ path: testInfo.outputPath("settings.png"), fullPage: true });

  await customer.reload();
  await expect(total).toHaveText(`KSh ${(before + 350).toLocaleString("en-KE")}`);
  await expect(delivery).toHaveText("KSh 350");

  await saveNairobiFee(page, "350", "0");
  await customer.reload();
  await expect(total).toHaveText(`KSh ${before.toLocaleString("en-KE")}`);
  await expect(delivery).toHaveText("Free");
});

/**
 * Sets the Nairobi free-delivery amount on the open Settings page from `from` to `to` (KSh, ''
 * for none) and saves; returns once Recent changes lists that change first.
 */
async function saveFreeDeliveryFrom(page: Page, from: string, to: string) {
  await page.getByRole("textbox", { name: "Free in Nairobi from", exact: true }).fill(to);
  await page.getByRole("button", { name: "Save settings" }).click();
  const newest = page.getByRole("region", { name: "Recent changes" }).getByRole("listitem").first();
  const shown = (value: string) => (value || "(none)").replace(/[()]/g, "\\$&");
  await expect(newest).toHaveText(
    new RegExp(
      `^Free delivery in Nairobi from${shown(from)}\\s*changed to\\s*→\\s*${shown(to)}\\D`,
    ),
  );
  await expect(page.getByRole("status")).toHaveText("Settings saved.");
}

test("staff offer free delivery in Nairobi from an amount: the checkout says how far the cart is, then delivers free", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const checkout = await checkoutOfOneProduct(newShopper);
  const { page: customer, before: subtotal, total, delivery } = checkout;
  const note = customer.getByTestId("free-delivery-note");

  await shopper.signInAsAdmin("/admin/settings");
  await saveNairobiFee(page, "0", "350");
  await saveFreeDeliveryFrom(page, "", String(subtotal + 1_200));

  await customer.reload();
  await expect(note).toHaveText("KSh 1,200 more for free delivery in Nairobi");
  await expect(delivery).toHaveText("KSh 350");
  await customer.screenshot({ path: testInfo.outputPath("short.png"), fullPage: true });

  await saveFreeDeliveryFrom(page, String(subtotal + 1_200), String(subtotal));
  await customer.reload();
  await expect(note).toHaveText("Free delivery in Nairobi");
  await expect(delivery).toHaveText("Free");
  await expect(total).toHaveText(`KSh ${subtotal.toLocaleString("en-KE")}`);

  await saveFreeDeliveryFrom(page, String(subtotal), "");
  await saveNairobiFee(page, "350", "0");
  await customer.reload();
  await expect(note).toHaveCount(0);
});
