import { randomBytes } from "node:crypto";
import { openOrderDetails, orderEntry } from "./admin-orders-page";
import { e2eShopPickup } from "./e2e-port";
import { expect, priceOf, test } from "./fixtures";
import { addFirstFoundSize } from "./new-order";

// Decision 077: a walk-in sale is collected and paid at the counter in one step, and a shopper
// may pick an order up at the shop; neither pays a delivery fee.

test("staff key in a walk-in sale collected and paid in cash at the counter: no delivery fee, delivered and paid, counted in the day's cash", async ({
  page,
  shopper,
}, testInfo) => {
  await shopper.signInAsAdmin("/admin/orders");
  await addFirstFoundSize(page, "Amber");
  await page.getByRole("textbox", { name: "Phone" }).fill("0722 456 789");
  await page.getByLabel("Full name").fill(`Walk-in ${randomBytes(4).toString("hex")}`);
  await page.getByLabel("Delivery area").selectOption("shop");
  await page.getByRole("radio", { name: "Walk-in" }).check();
  await page.getByLabel("Paid by").selectOption("cash");
  await page.getByRole("button", { name: "Update total" }).click();
  const totals = page.getByRole("region", { name: "Order total" });
  await expect(totals.getByText("Delivery")).toBeVisible();
  await expect(totals).toContainText("DeliveryFree");
  const total = priceOf((await page.getByTestId("draft-total").textContent()) ?? "");
  expect(total).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath("walk-in-draft.png"), fullPage: true });
  await page.getByRole("button", { name: "Place order" }).click();
  // Handed over, it is listed under Delivered Orders.
  await expect(page).toHaveURL(/\/admin\/orders\?tab=delivered&search=LOR-\d+$/);
  const orderId = new URL(page.url()).searchParams.get("search")!;

  const entry = orderEntry(page, orderId);
  await expect(entry.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(entry.getByText("Pay at the shop", { exact: true })).toBeVisible();
  const details = await openOrderDetails(page, orderId);
  await expect(details.getByTestId("payment-status")).toHaveText("Paid");
  await expect(details.getByText("Pick up at the shop", { exact: true })).toBeVisible();
  const history = details.getByRole("list", { name: "Payment history" });
  await expect(history.getByText(/^Paid KSh [\d,]+ in cash/)).toContainText(
    `KSh ${total.toLocaleString("en-KE")}`,
  );
  await details.screenshot({ path: testInfo.outputPath("walk-in-order.png") });

  // The day's reconciliation lists the cash against the order.
  await page.goto("/admin/payments");
  const cash = page
    .getByRole("main")
    .getByLabel(/^Payment /)
    .filter({ visible: true })
    .filter({ has: page.getByRole("link", { name: orderId }) });
  await expect(cash).toContainText(`KSh ${total.toLocaleString("en-KE")}`);
  await expect(page.getByText(/Cash KSh [\d,]+/).first()).toBeVisible();
});

test("a shopper picks Pick up at the shop at checkout: the shop's address and hours, no delivery fee, and the order says where to collect it", async ({
  page,
  shopper,
}, testInfo) => {
  await shopper.addFirstProduct();
  await page.goto("/checkout");
  const pickup = page.getByRole("radio", { name: /Pick up at the shop/ });
  await pickup.check();
  const choice = page.getByText(`Ready in 1 business day at ${e2eShopPickup.address}`);
  await expect(choice).toContainText(e2eShopPickup.openingHours);
  await expect(page.getByLabel("Delivery address or landmark")).toBeHidden();
  const summary = page.getByLabel("Order summary");
  await expect(summary.getByText("Free", { exact: true })).toBeVisible();
  const total = await page.getByTestId("order-total").textContent();

  await page.getByLabel("Full name").fill("Njeri Mwangi");
  await page.getByLabel("Email").fill("njeri@example.co.ke");
  await page.getByLabel("Phone").fill("0712 345 679");
  await page.screenshot({ path: testInfo.outputPath("checkout-pickup.png"), fullPage: true });
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByText(total!, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Pick up at the shop: ready in 1 business day.")).toBeVisible();
  await expect(page.getByText(e2eShopPickup.address, { exact: false }).last()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("order-pickup.png"), fullPage: true });
});
