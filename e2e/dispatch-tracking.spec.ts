import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { openOrderDetails, placeStaffOrder } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { addFirstFoundSize } from "./new-order";
import { textsTo } from "./sms-simulator";

// Decision 079: staff send an order with a rider or a courier; the customer's "on its way" SMS
// names them and carries the order's tracking link, which opens without an account.

/** A Kenyan mobile number no other run uses, E.164. */
const uniquePhone = () => `+25471${String(randomInt(10_000_000)).padStart(7, "0")}`;

/** Keys in a phone-call order for `phone` and opens its details. */
async function keyInOrder(page: Page, phone: string, name: string) {
  await page.goto("/admin/orders");
  await addFirstFoundSize(page, "Amber");
  await page.getByRole("textbox", { name: "Phone" }).fill(formatKenyanPhone(phone));
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Address or landmark").fill("Westlands, Sarit Centre gate B");
  await page.getByRole("radio", { name: "Phone call" }).check();
  const orderId = await placeStaffOrder(page);
  return { orderId, details: await openOrderDetails(page, orderId) };
}

/** The SMS to `phone` that says its order is on its way, once it arrives. */
async function onItsWay(phone: string): Promise<string> {
  await expect
    .poll(async () => (await textsTo(phone)).filter((sms) => sms.includes("is on its way")), {
      timeout: 20_000,
    })
    .toHaveLength(1);
  return (await textsTo(phone)).find((sms) => sms.includes("is on its way"))!;
}

test("a rider and a courier take orders; the customer's SMS and tracking link say who, without signing in", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  await shopper.signInAsAdmin("/admin/orders");

  // The order's confirmation SMS carries its tracking link, which opens in a browser that
  // never placed it, with no account.
  const riderPhone = uniquePhone();
  const customerPhone = uniquePhone();
  const { orderId, details } = await keyInOrder(page, customerPhone, "Njeri Wambui");
  await expect
    .poll(async () => (await textsTo(customerPhone)).join("\n"), { timeout: 20_000 })
    .toContain(`Loris: your order ${orderId} is confirmed.`);
  const [confirmed] = await textsTo(customerPhone);
  const link = /https?:\/\/\S+\/track\/\S+/.exec(confirmed!)?.[0];
  expect(link).toBeDefined();
  const customer = await newShopper({ viewport: { width: 412, height: 915 } });
  await customer.page.goto(link!);
  const tracking = customer.page.getByRole("region", { name: "Track your order" });
  await expect(tracking.getByTestId("tracking-status")).toHaveText("Confirmed");
  await expect(tracking.getByTestId("tracking-dispatch")).toHaveCount(0);

  // A rider without an account, with their phone: saved and marked shipped in one step.
  await details
    .getByRole("combobox", { name: `Rider of order ${orderId}` })
    .selectOption({ label: "Another rider" });
  await details.getByLabel(`Rider's name for order ${orderId}`).fill("Baraka Otieno");
  await details
    .getByLabel(`Rider's phone for order ${orderId}`)
    .fill(formatKenyanPhone(riderPhone));
  await details.getByRole("button", { name: "Save and mark shipped" }).click();
  await expect(
    details.getByText("Delivery saved. The order is shipped and the customer told."),
  ).toBeVisible();
  await details.screenshot({ path: testInfo.outputPath("dispatch-form.png") });

  const sms = await onItsWay(customerPhone);
  expect(sms).toContain(
    `Loris: your order ${orderId} is on its way with Baraka Otieno, ${formatKenyanPhone(riderPhone)}. ${link}`,
  );

  // The customer's page, left open, follows live: shipped, and who is bringing it.
  await expect(tracking.getByTestId("tracking-status")).toHaveText("Shipped");
  await expect(tracking.getByTestId("tracking-dispatch")).toHaveText(
    `Baraka Otieno is bringing your order — ${formatKenyanPhone(riderPhone)}`,
  );
  await expect(tracking.getByRole("link", { name: formatKenyanPhone(riderPhone) })).toHaveAttribute(
    "href",
    `tel:${riderPhone}`,
  );
  await expect(tracking.getByTestId("tracking-balance")).toContainText(/Left to pay: KSh [\d,]+/);
  await customer.page.screenshot({ path: testInfo.outputPath("tracking.png"), fullPage: true });

  // A forged signature leaks nothing.
  await customer.page.goto(link!.replace(/k=[\w-]+/, "k=AAAAAAAAAAAAAAAA"));
  await expect(customer.page.getByRole("heading", { name: "Order not found" })).toBeVisible();

  // A courier hand-off: its reference in the SMS and on the tracking page.
  const reference = `KX-${randomInt(1_000_000)}`;
  const parcelPhone = uniquePhone();
  const parcel = await keyInOrder(page, parcelPhone, "Otieno Kamau");
  await parcel.details
    .getByRole("combobox", { name: `Rider of order ${parcel.orderId}` })
    .selectOption({ label: "Courier or bus parcel" });
  await parcel.details.getByLabel(`Courier for order ${parcel.orderId}`).fill("Easy Coach");
  await parcel.details.getByLabel(`Reference number for order ${parcel.orderId}`).fill(reference);
  await parcel.details.getByRole("button", { name: "Save and mark shipped" }).click();
  await expect(
    parcel.details.getByText("Delivery saved. The order is shipped and the customer told."),
  ).toBeVisible();
  const parcelSms = await onItsWay(parcelPhone);
  expect(parcelSms).toContain(`is on its way with Easy Coach, reference ${reference}.`);
  await customer.page.goto(/https?:\/\/\S+\/track\/\S+/.exec(parcelSms)![0]);
  await expect(customer.page.getByTestId("tracking-dispatch")).toHaveText(
    `Sent with Easy Coach, reference ${reference}`,
  );

  // The delivery list shows both, with who takes them.
  await page.goto("/admin/orders/delivery-list");
  await expect(page.getByRole("heading", { name: "Delivery list", level: 1 })).toBeVisible();
  const riderEntry = page.getByRole("listitem").filter({ hasText: orderId });
  await expect(riderEntry.getByTestId("delivery-who")).toHaveText(
    `Baraka Otieno, ${formatKenyanPhone(riderPhone)}`,
  );
  const courierEntry = page.getByRole("listitem").filter({ hasText: parcel.orderId });
  await expect(courierEntry.getByTestId("delivery-who")).toHaveText(
    `Sent with Easy Coach, reference ${reference}`,
  );
  await page.screenshot({ path: testInfo.outputPath("delivery-list.png"), fullPage: true });
});
