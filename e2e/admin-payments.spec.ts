import type { Locator, Page } from "@playwright/test";
import { expect, priceOf, test } from "./fixtures";
import { mpesaNumber } from "./mpesa-numbers";

/** A guest orders a perfume and pays it by M-PESA prompt; the order's id and M-PESA's receipt. */
async function orderPaidByPrompt(page: Page): Promise<{ orderId: string; receipt: string }> {
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Akinyi Odhiambo");
  await page.getByLabel("Email").fill("akinyi@example.co.ke");
  await page.getByRole("textbox", { name: "Phone" }).fill("0722 000 111");
  await page.getByLabel("Delivery address or landmark").fill("Ngong Road 12");
  await page.getByText("Pay now with M-PESA", { exact: true }).click();
  await page.getByLabel("M-PESA number").fill(mpesaNumber(0));
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  const panel = page.getByRole("region", { name: "Payment" });
  const receipt = panel.getByText(/M-PESA receipt [A-Z0-9]{10}/);
  await expect(receipt).toBeVisible({ timeout: 20_000 });
  return {
    orderId: new URL(page.url()).searchParams.get("orderId")!,
    receipt: /[A-Z0-9]{10}$/.exec((await receipt.textContent())!.trim())![0],
  };
}

/** The amount the Payments page's figure `label` shows: the line under its label. */
async function figure(main: Locator, label: string): Promise<number> {
  const value = main
    .getByText(label, { exact: true })
    .first()
    .locator("xpath=../following-sibling::p[1]");
  return priceOf((await value.textContent())!);
}

test("an admin sees today's M-PESA payment with its receipt and order, and totals that add up @layout", async ({
  page,
  shopper,
  newShopper,
}) => {
  await shopper.addProducts("Women", 1);
  const { orderId, receipt } = await orderPaidByPrompt(page);

  const admin = await newShopper();
  await admin.signInAsAdmin("/admin/payments");
  if (admin.page.viewportSize()!.width >= 1024) {
    const sidebar = admin.page.getByRole("complementary");
    await expect(sidebar.getByRole("link", { name: "Payments" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await expect(admin.page.getByRole("heading", { name: "Payments", level: 1 })).toBeVisible();
  await expect(admin.page.getByText("(today)")).toBeVisible();

  const main = admin.page.getByRole("main");
  const entry = main.getByLabel(`Payment ${receipt}`).filter({ visible: true });
  await expect(entry).toContainText("M-PESA prompt");
  await expect(entry).toContainText(/•+\d{3}/);
  await expect(entry.getByRole("link", { name: orderId })).toBeVisible();

  const received = await figure(main, "Received");
  const parts = await Promise.all(
    ["Matched", "Unmatched", "Refunded"].map((label) => figure(main, label)),
  );
  expect(received).toBeGreaterThan(0);
  expect(parts.reduce((sum, part) => sum + part, 0)).toBe(received);

  await main
    .getByRole("navigation", { name: "Filter payments" })
    .getByRole("link", { name: /^Matched/ })
    .click();
  await expect(admin.page).toHaveURL(/state=matched/);
  await expect(main.getByLabel(`Payment ${receipt}`).filter({ visible: true })).toBeVisible();
  await main
    .getByRole("navigation", { name: "Filter payments" })
    .getByRole("link", { name: /^Unmatched/ })
    .click();
  await expect(admin.page).toHaveURL(/state=unmatched/);
  await expect(main.getByLabel(`Payment ${receipt}`)).toHaveCount(0);
});
