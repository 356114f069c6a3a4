import fs from "node:fs";
import type { Page } from "@playwright/test";
import { readCsv } from "#tests/support/csv-reader.ts";
import { parseMail } from "#tests/support/mime.ts";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { emailsOf } from "./outbox";
import { expect, priceOf, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

/** A demo scent sold in two sizes at two prices, neither tracked, so every run can buy both. */
const scent = { id: "cij4fy28fq", name: "Crescendo", small: "50ml", large: "100ml" };
const smallLine = `${scent.name} — ${scent.small}`;
const largeLine = `${scent.name} — ${scent.large}`;

/** The product page's price: the chosen size's. */
export const shownPrice = (page: Page) => page.locator(".size-price").filter({ visible: true });

/** Chooses `label` in the product page's "Size" group and adds it to the cart. */
async function addSize(page: Page, label: string, price: string) {
  await page
    .getByRole("radiogroup", { name: "Size" })
    .getByRole("radio", { name: new RegExp(`^${label}, `) })
    .check();
  // The price shown follows the size chosen.
  await expect(shownPrice(page)).toHaveText(price);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/cart") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await answered;
}

test("@layout a shopper buys the 100ml and the 50ml of one scent: two lines, two sizes, two prices, everywhere", async ({
  page,
  shopper,
  newShopper,
}) => {
  const email = uniqueEmail("sizes");
  await shopper.register({ email });
  await page.goto(`/product/${scent.id}`);
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: `${scent.small}, KSh 2,800` })).toBeChecked();
  await addSize(page, scent.large, "KSh 4,200");
  await addSize(page, scent.small, "KSh 2,800");
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.goto("/checkout");
  const lines = page.getByRole("list", { name: "Cart items" });
  await expect(lines.getByRole("listitem", { name: largeLine })).toContainText("KSh 4,200");
  await expect(lines.getByRole("listitem", { name: smallLine })).toContainText("KSh 2,800");
  const total = priceOf((await page.getByTestId("order-total").textContent()) ?? "");
  const shipping = total - 7000;
  expect(shipping).toBeGreaterThanOrEqual(0);

  const { orderId } = await shopper.placeWebsiteOrder({ email });
  const items = page.getByRole("list", { name: "Items ordered" });
  await expect(items.getByText(largeLine)).toBeVisible();
  await expect(items.getByText(smallLine)).toBeVisible();
  await expect(items).toContainText("1 × KSh 4,200");
  await expect(items).toContainText("1 × KSh 2,800");
  await expect(page.getByText(`KSh ${total.toLocaleString("en-KE")}`).first()).toBeVisible();

  await expect.poll(() => emailsOf(orderId).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = parseMail(emailsOf(orderId)[0]!).text.replace(/\s+/g, " ");
  expect(mail).toContain(`${largeLine} 1 KSh 4,200`);
  expect(mail).toContain(`${smallLine} 1 KSh 2,800`);

  await page.goto("/orders");
  const listed = page.getByRole("listitem", { name: `Order ${orderId}` });
  await expect(listed.getByText(largeLine)).toBeVisible();
  await expect(listed.getByText(smallLine)).toBeVisible();

  // The admin sees the two lines on the order and in the CSV.
  const admin = await newShopper({ viewport: page.viewportSize() });
  await admin.signInAsAdmin();
  await admin.page.goto("/admin/orders");
  await searchOrders(admin.page, email);
  const entry = orderEntry(admin.page, orderId);
  const view = entry.getByRole("button", { name: `View order ${orderId}` });
  const details = admin.page.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  await expect(details.getByRole("cell", { name: largeLine })).toBeVisible();
  await expect(details.getByRole("cell", { name: smallLine })).toBeVisible();
  const downloading = admin.page.waitForEvent("download");
  await admin.page.getByRole("link", { name: "Export CSV" }).click();
  const [header, ...rows] = readCsv(fs.readFileSync(await (await downloading).path(), "utf8"));
  const row = rows.find((cells) => cells[0] === orderId)!;
  expect(row[header!.indexOf("Items")]).toBe(`${largeLine} × 1; ${smallLine} × 1`);
  expect(Number(row[header!.indexOf("Total")])).toBe(total);
});
