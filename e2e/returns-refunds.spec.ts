import { randomBytes } from "node:crypto";
import { openOrderDetails, searchOrders } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";
import { textsTo } from "./sms-simulator";

// Decision 076: a delivered order paid by M-PESA comes back in part; staff record the return and
// the M-PESA reversal, the order reads part-refunded and the customer hears by SMS.

/** An M-PESA code no other run of this journey uses: 10 upper-case letters and digits. */
const mpesaCode = () => `Q${randomBytes(5).toString("hex").toUpperCase().slice(0, 9)}`;

test("a delivered, M-PESA-paid order is returned in part and refunded: it reads part-refunded, the day's reconciliation and the dashboard net it, and the customer hears by SMS", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const fullName = `Return ${randomBytes(4).toString("hex")}`;
  await shopper.addProducts("Women", 2);
  const { orderId } = await shopper.placeWebsiteOrder({ email: uniqueEmail(), fullName });

  const admin = await newShopper({ viewport: page.viewportSize() });
  await admin.signInAsAdmin("/admin/orders");
  const adminPage = admin.page;
  await searchOrders(adminPage, fullName);
  await openOrderDetails(adminPage, orderId);
  // Delivered and paid by M-PESA to the shop's number at the door.
  await adminPage
    .getByRole("combobox", { name: `Status of order ${orderId}` })
    .selectOption("delivered");
  const dialog = adminPage.getByRole("dialog", { name: "Was this order paid?" });
  await dialog.getByRole("radio", { name: "M-PESA" }).check();
  const paid = Number(await dialog.getByLabel("Amount (KSh)").inputValue());
  await dialog.getByLabel("M-PESA receipt code").fill(mpesaCode());
  await dialog.getByRole("button", { name: "Record payment and mark delivered" }).click();
  await expect(dialog).toBeHidden();

  await adminPage.getByRole("link", { name: /^Delivered Orders/ }).click();
  await expect(adminPage).toHaveURL(/tab=delivered/);
  const details = await openOrderDetails(adminPage, orderId);
  await expect(details.getByTestId("payment-status")).toHaveText("Paid");

  // One unit of the first line comes back to the shelf; KSh 1,000 goes back by M-PESA reversal.
  await details.locator("summary", { hasText: "Return or refund" }).click();
  await details
    .getByRole("spinbutton", { name: /^Units of .* returned$/ })
    .first()
    .fill("1");
  await details.getByLabel("Amount refunded (KSh)").fill("1000");
  await details.getByRole("radio", { name: "M-PESA reversal" }).check();
  const reversal = mpesaCode();
  await details.getByLabel("M-PESA transaction code").fill(reversal);
  await details.getByLabel("Note").fill("One bottle returned unopened");
  await details.screenshot({ path: testInfo.outputPath("return-form.png") });
  await details.getByRole("button", { name: "Record return and refund" }).click();
  await expect(details.getByText(`Return and refund recorded for order ${orderId}.`)).toBeVisible();

  await expect(details.getByTestId("payment-status")).toHaveText("Part-refunded");
  await expect(details.getByTestId("payment-refunded")).toHaveText(
    `KSh 1,000 of KSh ${paid.toLocaleString("en-KE")}`,
  );
  const history = details.getByRole("list", { name: "Payment history" });
  await expect(history.getByText(/^Returned 1 × .+ \(back to stock\)$/)).toBeVisible();
  await expect(
    history.getByText("Refunded KSh 1,000 by M-PESA reversal: One bottle returned unopened"),
  ).toBeVisible();
  await details.screenshot({ path: testInfo.outputPath("part-refunded.png") });

  // The day's reconciliation lists the money going out and nets the day; the dashboard too.
  await adminPage.goto("/admin/payments");
  await expect(adminPage.getByText("Net for the day")).toBeVisible();
  const refund = adminPage
    .getByRole("region", { name: "Refunds paid out" })
    .getByRole("listitem")
    .filter({ hasText: orderId });
  await expect(refund).toContainText("−KSh 1,000");
  await expect(refund).toContainText(`M-PESA reversal ${reversal}`);
  await adminPage.screenshot({ path: testInfo.outputPath("payments-day.png"), fullPage: true });
  await adminPage.goto("/admin");
  await expect(adminPage.getByText(/· KSh [\d,]+ refunded$/)).toBeVisible();

  // The customer's SMS, at the simulator.
  const sms = `Loris: we refunded KSh 1,000 for order ${orderId} by M-PESA reversal ${reversal}.`;
  await expect
    .poll(async () => (await textsTo("+254712345678")).some((text) => text.startsWith(sms)), {
      timeout: 20_000,
    })
    .toBe(true);
});
