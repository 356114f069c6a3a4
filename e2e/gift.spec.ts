import type { Locator, Page } from "@playwright/test";
import { parseMail } from "#tests/support/mime.ts";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { emailsOf } from "./outbox";
import { expect, priceOf, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

// docs/decisions/071-gifts.md: a gift to Mombasa, its recipient called by the rider, a card's
// message and wrapping at the shop's price (GIFT_WRAPPING_PRICE=250 for the journeys' shop).

const message = "Happy birthday, Amina!\nWith love from Nairobi";

/** The amount a totals list shows beside `label` ('Gift wrapping' → its 'KSh 250'). */
const amountBeside = (scope: Page | Locator, label: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");

test("a gift to Mombasa with the recipient's phone, a message and wrapping: staff see it, the e-mail charges the wrapping", async ({
  page,
  shopper,
  newShopper,
}) => {
  // Two browsers and the mail worker: a long journey on a phone.
  test.slow();
  await shopper.addProducts("Women", 1);
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Njeri Wambui");
  await page.getByLabel("Email").fill(uniqueEmail("gift"));
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("0711 000 222");
  await page.getByText("Elsewhere in Kenya", { exact: true }).click();
  await page.getByLabel("Delivery address or landmark").fill("Nyali, Links Road 4");
  await page.getByRole("textbox", { name: "Town" }).fill("Mombasa");

  const total = page.getByTestId("order-total");
  const before = priceOf((await total.textContent()) ?? "");

  // The gift's fields show once the box is ticked.
  await expect(page.getByLabel("Recipient's name")).toBeHidden();
  await page.getByLabel("This is a gift").check();
  await page.getByLabel("Recipient's name").fill("Amina Otieno");
  await page.getByRole("textbox", { name: "Recipient's mobile number" }).fill("0722 000 111");
  await page.getByLabel(/^Gift message/).fill(message);
  await page.getByLabel("Gift wrapping · KSh 250").check();
  // The summary adds the wrapping; the server prices it again when the order is placed.
  await expect(amountBeside(page.getByLabel("Order summary"), "Gift wrapping")).toHaveText(
    "KSh 250",
  );
  await expect(total).toHaveText(`KSh ${(before + 250).toLocaleString("en-KE")}`);
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  const orderId = new URL(page.url()).searchParams.get("orderId")!;
  await expect(amountBeside(page, "Gift wrapping")).toHaveText("KSh 250");
  await expect(amountBeside(page, "Total").first()).toHaveText(
    `KSh ${(before + 250).toLocaleString("en-KE")}`,
  );

  // The confirmation e-mail has the wrapping's line.
  await expect.poll(() => emailsOf(orderId).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = parseMail(emailsOf(orderId)[0]!).text.replace(/\s+/g, " ");
  expect(mail).toContain("Gift wrapping KSh 250");

  // Staff see the gift on the order, and its note prints no price.
  const staff = await newShopper({ viewport: page.viewportSize() });
  await staff.signInAsAdmin("/admin");
  const admin = staff.page;
  await admin.goto("/admin/orders");
  await searchOrders(admin, orderId);
  await orderEntry(admin, orderId)
    .getByRole("button", { name: `View order ${orderId}` })
    .click();
  const gift = admin.getByRole("region", { name: "Gift" }).filter({ visible: true });
  await expect(gift.getByRole("definition")).toHaveText([
    "Amina Otieno",
    "0722 000 111",
    message,
    "Gift-wrap it",
  ]);
  const summary = admin.getByRole("region", { name: "Payment" }).filter({ visible: true });
  await expect(amountBeside(summary, "Gift wrapping")).toHaveText("KSh 250");

  const note = gift.getByRole("link", { name: "Print gift note" });
  await admin.goto((await note.getAttribute("href"))!);
  const card = admin.getByRole("article", { name: "Gift note" });
  await expect(card.getByRole("heading", { name: "Amina Otieno" })).toBeVisible();
  await expect(card).toContainText(message);
  await expect(card).toContainText("With love from Njeri Wambui");
  await expect(admin.locator("body")).not.toContainText("KSh");
});
