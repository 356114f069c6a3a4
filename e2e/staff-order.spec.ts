import { randomBytes } from "node:crypto";
import { orderEntry } from "./admin-orders-page";
import { addFirstFoundSize } from "./new-order";
import { textsTo } from "./sms-simulator";
import { expect, test } from "./fixtures";
import { compactNumber, mpesaNumber } from "./mpesa-numbers";

// Decisions 042 and 043: a sale agreed on the phone is keyed in by staff, paid by an M-PESA
// prompt and shipped; the customer hears of each step by SMS, the shop of the new order.

test("@layout staff key in a phone order for a new customer, prompt M-PESA and ship it: paid and shipped, told by SMS, known by phone", async ({
  page,
  shopper,
}, testInfo) => {
  const typedPhone = mpesaNumber(0); // the simulator's customer pays
  const phone = `+254${compactNumber(typedPhone).slice(1)}`;
  const fullName = `Caller ${randomBytes(4).toString("hex")}`;

  await shopper.signInAsAdmin("/admin/orders");
  await addFirstFoundSize(page, "Amber");
  await page.getByRole("textbox", { name: "Phone" }).fill(typedPhone);
  await page.getByRole("button", { name: "Look up" }).click();
  // The look-up is a GET of the whole draft: the page is re-rendered when it lands, so wait for it.
  await expect.poll(() => new URL(page.url()).searchParams.get("phone")).toBe(typedPhone);
  await expect(page.getByTestId("known-customer")).toHaveCount(0);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Address or landmark").fill("Westlands, opposite the Sarit Centre");
  await page.getByRole("radio", { name: "Phone call" }).check();
  await page.screenshot({ path: testInfo.outputPath("new-order.png"), fullPage: true });
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/admin\/orders\?search=LOR-\d+$/);
  const orderId = new URL(page.url()).searchParams.get("search")!;
  const entry = orderEntry(page, orderId);
  const status = page.getByRole("combobox", { name: `Status of order ${orderId}` });
  await expect(status).toHaveValue("confirmed");
  const view = entry.getByRole("button", { name: `View order ${orderId}` });
  const details = page.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  await expect(details.getByText(/^Phone call · entered by /)).toBeVisible();
  await expect(details.getByLabel("Payment message")).toHaveValue(
    new RegExp(`for your Loris order ${orderId}: M-PESA > Lipa na M-PESA > Paybill 522522`),
  );
  await details.getByRole("button", { name: "Send M-PESA prompt" }).click();
  await expect(details.getByTestId("payment-status")).toHaveText("Paid", { timeout: 20_000 });

  await status.selectOption("shipped");
  await expect(status).toHaveValue("shipped");
  await expect(entry.getByText("Paid", { exact: true }).first()).toBeVisible();

  // The customer's SMS, one each, and the shop's alert: at the gateway.
  await expect
    .poll(() => textsTo(phone), { timeout: 20_000 })
    .toEqual([
      expect.stringContaining(`your order ${orderId} is confirmed`),
      expect.stringContaining(`for order ${orderId}. Thank you!`),
      expect.stringContaining(`your order ${orderId} is on its way`),
    ]);
  await expect
    .poll(async () => (await textsTo("+254711222333")).filter((text) => text.includes(orderId)))
    .toEqual([expect.stringContaining(`Loris new order ${orderId}`)]);
  const messages = details.getByRole("list", { name: "Messages" });
  await expect(messages.getByTestId("sms-status")).toHaveText(["Sent", "Sent", "Sent", "Sent"]);
  await details.screenshot({ path: testInfo.outputPath("staff-order-details.png") });

  // Under Customers, by phone, with that order.
  await page.goto(`/admin/customers?search=${encodeURIComponent(typedPhone)}`);
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
  await page
    .getByRole("link", { name: `View ${fullName}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: fullName });
  await expect(dialog.getByText(typedPhone)).toBeVisible();
  await expect(dialog.getByText(orderId)).toBeVisible();
});
