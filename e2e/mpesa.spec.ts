import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { e2ePaybillNumber } from "./e2e-port";
import { compactNumber, mpesaNumber } from "./mpesa-numbers";
import { expect, test } from "./fixtures";
import type { Shopper } from "./shopper";

/**
 * Fills in the checkout and places a website order with phone `phone`; with `payFrom`, paid now
 * by M-PESA from that number (mpesaNumber: its last digit picks the simulator's outcome), else
 * paid later. The order's id, once its success page shows.
 */
async function checkOut(
  page: Page,
  { phone = "0722 000 111", payFrom }: { phone?: string; payFrom?: string } = {},
): Promise<string> {
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Achieng Otieno");
  await page.getByLabel("Email").fill("achieng@example.co.ke");
  await page.getByRole("textbox", { name: "Phone" }).fill(phone);
  await page.getByLabel("Delivery address or landmark").fill("Argwings Kodhek Road 3");
  if (payFrom) {
    await page.getByText("Pay now with M-PESA", { exact: true }).click();
    await page.getByLabel("M-PESA number").fill(payFrom);
  }
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  return new URL(page.url()).searchParams.get("orderId")!;
}

/** An M-PESA confirmation code of its own: a receipt pays one order only. */
const newConfirmationCode = () => `QWE${randomBytes(4).toString("hex").slice(0, 7).toUpperCase()}`;

/** An admin, in a browser of their own, finds order `orderId` and confirms its typed `code`. */
async function confirmCodeAsAdmin(admin: Shopper, orderId: string, code: string): Promise<void> {
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
}

const paymentPanel = (page: Page) => page.getByRole("region", { name: "Payment" });

/** Marks the page's document: a reload would lose the mark (expectNoReload checks it). */
const markDocument = (page: Page) =>
  page.evaluate(() => document.body.setAttribute("data-still-here", "yes"));
const expectNoReload = (page: Page) =>
  expect(page.locator("body")).toHaveAttribute("data-still-here", "yes");

test("a guest pays for two perfumes with M-PESA and watches the order turn Paid without a reload", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Women", 2);
  const payFrom = mpesaNumber(0);
  await checkOut(page, { payFrom });
  const panel = paymentPanel(page);
  const received = panel.getByText("Payment received. Thank you!");
  // The phone answers 1.5 s after the prompt: a slow page may already show it paid.
  const sentTo = panel
    .getByText(/We (are sending|sent) a request for KSh/)
    .filter({ hasText: compactNumber(payFrom) });
  await expect(
    panel
      .getByText("Check your phone to enter your M-PESA PIN")
      .or(panel.getByText("Sending the M-PESA prompt to your phone…"))
      .or(received),
  ).toBeVisible();
  await expect(sentTo.or(received)).toBeVisible();
  await markDocument(page);
  await expect(received).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Paid", { exact: true })).toBeVisible();
  await expect(panel.getByText(/M-PESA receipt [A-Z0-9]{10}/)).toBeVisible();
  await expectNoReload(page);
});

// A dropped answer takes the same way (tests/mpesa-lost-answers.test.ts, both databases).
test("a prompt whose answer M-PESA held past the shop's time-out: the shopper who paid is never asked again, and the order turns Paid by itself", async ({
  page,
  shopper,
}) => {
  // A mid-range phone: four times slower than this machine.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await shopper.addProducts("Women", 1);
  const payFrom = mpesaNumber(0, "held");
  await checkOut(page, { phone: payFrom, payFrom });
  // Every button the page ever shows, from here on: no second prompt may be offered.
  await page.evaluate(() => {
    const seen = new Set<string>();
    const note = () => {
      for (const button of document.querySelectorAll("button")) seen.add(button.innerText.trim());
      document.body.dataset.buttonsSeen = [...seen].join("|");
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true });
  });
  const panel = paymentPanel(page);
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText("Paid", { exact: true })).toBeVisible();
  await expect(panel.getByText(/M-PESA receipt [A-Z0-9]{10}/)).toBeVisible();
  const seen = (await page.locator("body").getAttribute("data-buttons-seen")) ?? "";
  expect(seen.split("|")).not.toContain("Try again");
  expect(seen.split("|")).not.toContain("Pay now with M-PESA");
  // Long after the shop stopped waiting for the push's answer, still paid once.
  await page.reload();
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible();
  await expect(panel.getByRole("button")).toHaveCount(0);
});

test("a cancelled prompt says so, and Try again sends a new one that pays", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Men", 1);
  // The order's own phone pays on the second try; the first goes to another number.
  const phone = mpesaNumber(0);
  await checkOut(page, { phone, payFrom: mpesaNumber(2) });
  const panel = paymentPanel(page);
  await expect(
    panel.getByText("You cancelled the M-PESA prompt. Try again when you are ready."),
  ).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Failed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your payment did not go through",
  );
  await expect(page.getByText("Your order is saved but not yet paid.")).toBeVisible();
  await panel.getByLabel("M-PESA number").fill(phone);
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
});

test("a prompt that cannot reach the phone, then a code sent by hand: the page says only that the code came", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Women", 1);
  await checkOut(page, { payFrom: mpesaNumber(3) });
  const panel = paymentPanel(page);
  const unreachable = panel.getByText(
    "We could not reach your phone. Check that it is on and has signal, then try again.",
  );
  await expect(unreachable).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel("M-PESA confirmation code").fill(newConfirmationCode());
  await panel.getByRole("button", { name: "Send code" }).click();
  await expect(
    panel.getByText("We received your M-PESA code and will confirm your payment shortly."),
  ).toBeVisible();
  await expect(unreachable).toBeHidden();
  await expect(panel.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
});

/**
 * A guest orders a perfume, pays the Paybill by hand and sends the M-PESA code from the success
 * page, which then awaits staff; the order's id and the code.
 */
async function orderPaidByHand(shopper: Shopper): Promise<{ orderId: string; code: string }> {
  await shopper.addProducts("Women", 1);
  const orderId = await checkOut(shopper.page);
  const panel = paymentPanel(shopper.page);
  await expect(panel).toContainText(`Business number ${e2ePaybillNumber}`);
  const code = newConfirmationCode();
  await panel.getByLabel("M-PESA confirmation code").fill(code.toLowerCase());
  await panel.getByRole("button", { name: "Send code" }).click();
  await expect(
    panel.getByText("We received your M-PESA code and will confirm your payment shortly."),
  ).toBeVisible();
  await expect(panel.getByText("Awaiting payment", { exact: true })).toBeVisible();
  return { orderId, code };
}

test("a guest pays by hand with a confirmation code and the admin confirms it", async ({
  page,
  shopper,
  newShopper,
}) => {
  const { orderId, code } = await orderPaidByHand(shopper);
  await markDocument(page);
  await confirmCodeAsAdmin(await newShopper(), orderId, code);
  await expect(paymentPanel(page).getByText("Payment received. Thank you!")).toBeVisible({
    timeout: 20_000,
  });
  await expectNoReload(page);
});

test("a payment confirmed while the shopper's page is still connecting shows without a reload", async ({
  page,
  shopper,
  newShopper,
}) => {
  // The page's live updates are held back until the payment is confirmed: the change falls
  // between the page's data and its stream's first open, as on a slow phone.
  let openStream = () => undefined as void;
  const confirmed = new Promise<void>((resolve) => (openStream = resolve));
  let streamAsked = () => undefined as void;
  const asked = new Promise<void>((resolve) => (streamAsked = resolve));
  await page.route("**/order-success/stream?*", async (route) => {
    streamAsked();
    await confirmed;
    await route.continue();
  });
  const { orderId, code } = await orderPaidByHand(shopper);
  await markDocument(page);
  await asked;

  await confirmCodeAsAdmin(await newShopper(), orderId, code);
  openStream();

  await expect(paymentPanel(page).getByText("Payment received. Thank you!")).toBeVisible({
    timeout: 20_000,
  });
  await expectNoReload(page);
});
