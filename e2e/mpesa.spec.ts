import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { e2ePaybillNumber } from "./e2e-port";
import { expect, test } from "./fixtures";

/**
 * Fills in the checkout for a website order paid now by M-PESA from `mpesaNumber` (whose last
 * digit picks the simulator's outcome: 0 paid, 2 cancelled; scripts/mpesa-sim) and places it;
 * the order's id.
 */
async function checkOutWithMpesa(page: Page, mpesaNumber: string): Promise<string> {
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Achieng Otieno");
  await page.getByLabel("Email").fill("achieng@example.co.ke");
  await page.getByRole("textbox", { name: "Phone" }).fill("0722 000 111");
  await page.getByText("Pay now with M-PESA", { exact: true }).click();
  await page.getByLabel("M-PESA number").fill(mpesaNumber);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  return new URL(page.url()).searchParams.get("orderId")!;
}

const paymentPanel = (page: Page) => page.getByRole("region", { name: "Payment" });

test("a guest pays for two perfumes with M-PESA and watches the order turn Paid without a reload", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Women", 2);
  await checkOutWithMpesa(page, "0712 345 670");
  const panel = paymentPanel(page);
  await expect(panel.getByText("Check your phone to enter your M-PESA PIN")).toBeVisible();
  await expect(panel.getByText("We sent a request for KSh")).toContainText("0712345670");
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => document.body.setAttribute("data-still-here", "yes"));
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Paid", { exact: true })).toBeVisible();
  await expect(panel.getByText(/M-PESA receipt [A-Z0-9]{10}/)).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-still-here", "yes");
});

test("a cancelled prompt says so, and Try again sends a new one that pays", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Men", 1);
  await checkOutWithMpesa(page, "0712 345 672");
  const panel = paymentPanel(page);
  await expect(
    panel.getByText("You cancelled the M-PESA prompt. Try again when you are ready."),
  ).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Failed", { exact: true })).toBeVisible();
  await panel.getByLabel("M-PESA number").fill("0712 345 670");
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 20_000 });
});

test("a guest pays by hand with a confirmation code and the admin confirms it", async ({
  page,
  shopper,
  newShopper,
}) => {
  await shopper.addProducts("Women", 1);
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Kamau Njoroge");
  await page.getByLabel("Email").fill("kamau@example.co.ke");
  await page.getByRole("textbox", { name: "Phone" }).fill("0733 444 555");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  const orderId = new URL(page.url()).searchParams.get("orderId")!;
  const panel = paymentPanel(page);
  await expect(panel).toContainText(`Business number ${e2ePaybillNumber}`);
  // A receipt pays one order only: every run pays with a code of its own.
  const code = `QWE${randomBytes(4).toString("hex").slice(0, 7).toUpperCase()}`;
  await panel.getByLabel("M-PESA confirmation code").fill(code.toLowerCase());
  await panel.getByRole("button", { name: "Send code" }).click();
  await expect(
    panel.getByText("We received your M-PESA code and will confirm your payment shortly."),
  ).toBeVisible();
  await expect(panel.getByText("Awaiting payment", { exact: true })).toBeVisible();

  const admin = await newShopper();
  await admin.signInAsAdmin("/admin/orders");
  await searchOrders(admin.page, orderId);
  const entry = orderEntry(admin.page, orderId);
  await expect(entry.getByText("Awaiting payment · code to check")).toBeVisible();
  await entry.getByRole("button", { name: `View order ${orderId}` }).click();
  const details = admin.page.getByRole("region", { name: "Payment" }).filter({ visible: true });
  await expect(details.getByText(`M-PESA code: ${code}`)).toBeVisible();
  await details.getByRole("button", { name: "Confirm payment" }).click();
  await expect(details.getByTestId("payment-status")).toHaveText("Paid");
  await expect(details.getByText(code)).toBeVisible();

  // The shopper's page follows without a reload.
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 20_000 });
});
