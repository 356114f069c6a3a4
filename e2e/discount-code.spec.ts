import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { readCsv } from "#tests/support/csv-reader.ts";
import { parseMail } from "#tests/support/mime.ts";
import { nairobiWallClock } from "#contracts/nairobi-time.ts";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { emailsOf } from "./outbox";
import { expect, priceOf, test } from "./fixtures";
import { mpesaNumber } from "./mpesa-numbers";
import { uniqueEmail } from "./shopper";

// docs/decisions/064-discount-codes.md: staff create a code, a shopper pays the discounted total.

/** A datetime-local value `days` from now, Nairobi time ('YYYY-MM-DDTHH:mm'). */
const nairobiIn = (days: number) =>
  nairobiWallClock(new Date(Date.now() + days * 86_400_000)).slice(0, 16);

/** Staff create code `code` for 10% off everything, running from yesterday for a month. */
async function createCode(admin: Page, code: string): Promise<void> {
  await admin.goto("/admin/marketing/discounts");
  await admin.getByRole("textbox", { name: "Code", exact: true }).fill(code.toLowerCase());
  await admin.getByLabel("Percentage off the items").check();
  await admin.getByRole("spinbutton", { name: "Percentage off", exact: true }).fill("10");
  await admin.getByLabel("Starts (Nairobi time)").fill(nairobiIn(-1));
  await admin.getByLabel("Ends (Nairobi time)").fill(nairobiIn(30));
  await admin.getByRole("button", { name: "Create Code" }).click();
  await expect(admin.getByRole("status").filter({ hasText: `Code ${code} created` })).toBeVisible();
}

/** Types `code` into the checkout's Discount code field and applies it. */
async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

test("staff create a code; a shopper applies it, pays the discounted total by M-PESA and staff see its use", async ({
  page,
  shopper,
  newShopper,
}) => {
  // Two browsers, an M-PESA payment and a CSV download: a long journey on a phone.
  test.slow();
  const staff = await newShopper({ viewport: page.viewportSize() });
  await staff.signInAsAdmin("/admin");
  const code = `E2E${randomBytes(3).toString("hex").toUpperCase()}`;
  await createCode(staff.page, code);

  await shopper.addProducts("Women", 1);
  await page.goto("/checkout");
  const subtotal = priceOf(
    (await page.getByLabel("Order summary").getByText(/^KSh /).first().textContent()) ?? "",
  );
  await applyCode(page, code.toLowerCase());
  await expect(page.getByText(`Code ${code} applied.`)).toBeVisible();
  const discount = Math.floor(subtotal / 10);
  const discountRow = page.getByLabel("Order summary").getByText(`Discount (${code})`);
  await expect(discountRow).toBeVisible();
  await expect(page.getByTestId("order-discount")).toHaveText(
    `\u2212KSh ${discount.toLocaleString("en-KE")}`,
  );
  const total = priceOf((await page.getByTestId("order-total").textContent()) ?? "");
  expect(total).toBeLessThan(subtotal);

  const email = uniqueEmail("discount");
  await page.getByLabel("Full name").fill("Njeri Wambui");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("0722 000 111");
  await page.getByLabel("Delivery address or landmark").fill("Lenana Road 8");
  await page.getByText("Pay now with M-PESA", { exact: true }).click();
  await page.getByLabel("M-PESA number").fill(mpesaNumber(0));
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  const orderId = new URL(page.url()).searchParams.get("orderId")!;
  const totalText = `KSh ${total.toLocaleString("en-KE")}`;
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  const panel = page.getByRole("region", { name: "Payment" });
  // The prompt asks for the discounted total; the simulator's phone pays it.
  await expect(
    panel
      .getByText(new RegExp(`We (are sending|sent) a request for ${totalText}`))
      .or(panel.getByText("Payment received. Thank you!")),
  ).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText("Payment received. Thank you!")).toBeVisible({ timeout: 20_000 });

  await expect.poll(() => emailsOf(orderId).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = parseMail(emailsOf(orderId)[0]!).text.replace(/\s+/g, " ");
  expect(mail).toContain(`Discount (${code}) \u2212KSh ${discount.toLocaleString("en-KE")}`);
  expect(mail).toContain(`Total ${totalText}`);

  // Staff see the discount on the order, in the CSV and in the code's uses.
  const admin = staff.page;
  await admin.goto("/admin/orders");
  await searchOrders(admin, orderId);
  const entry = orderEntry(admin, orderId);
  await entry.getByRole("button", { name: `View order ${orderId}` }).click();
  const details = admin.getByRole("region", { name: "Payment" }).filter({ visible: true });
  await expect(details.getByText(`Discount (${code})`)).toBeVisible();
  await expect(details.getByText("Paid", { exact: true }).first()).toBeVisible();
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Export CSV" }).click();
  const [header, ...rows] = readCsv(fs.readFileSync(await (await downloading).path(), "utf8"));
  const row = rows.find((cells) => cells[0] === orderId)!;
  expect(row[header!.indexOf("Discount")]).toBe(String(discount));
  expect(row[header!.indexOf("Discount Code")]).toBe(code);
  expect(row[header!.indexOf("Total")]).toBe(String(total));

  await admin.goto("/admin/marketing/discounts");
  const listed = admin.getByRole("listitem", { name: `Code ${code}` });
  await expect(listed.getByRole("definition").first()).toHaveText("1");
  await expect(listed).toContainText(`KSh ${discount.toLocaleString("en-KE")}`);
  await expect(listed).toContainText(totalText);
});

test("a wrong code is named at checkout and the total stays as it was", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Men", 1);
  await page.goto("/checkout");
  const before = await page.getByTestId("order-total").textContent();
  await applyCode(page, "nosuch-code");
  await expect(
    page
      .getByRole("alert")
      .getByText("NOSUCH-CODE is not a discount code we know. Please check its spelling."),
  ).toBeVisible();
  await expect(page.getByLabel("Discount code")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("order-total")).toHaveText(before!);
});
