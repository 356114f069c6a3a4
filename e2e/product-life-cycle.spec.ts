import { randomInt } from "node:crypto";
import { addOneSizeProduct, addSize } from "./add-product";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

// Decision 061. The journey makes a product of its own, so it never changes what other
// journeys (sharing this shop) see; removing the demo catalogue runs last of all
// (demo-catalogue-removal.spec.ts).

test("staff give a product four sizes in their order; once sold and archived it leaves the shop and its order still reads it", async ({
  page,
  shopper,
  newShopper,
}) => {
  const tag = randomInt(10_000, 99_999);
  const name = `Tana Mist ${tag}`;
  await shopper.signInAsAdmin();
  await addOneSizeProduct(page, { name, description: "Mist over the Tana river." });

  await page.goto(`/admin/products/all?search=${encodeURIComponent(name)}&view=list`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await addSize(page, "10ml", "1200");
  await addSize(page, "100ml", "7800");
  await addSize(page, "Gift box", "9900");
  // 100ml goes before 50ml with the keyboard-usable Up button.
  await page.getByRole("button", { name: "Move 100ml up" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "100ml moved to position 2 of 4" }),
  ).toBeAttached();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
  const order = ["50ml", "100ml", "10ml", "Gift box"];
  const labels = page.getByRole("group", { name: "Sizes" }).getByLabel("Size", { exact: true });
  for (const [position, label] of order.entries()) {
    await expect(labels.nth(position)).toHaveValue(label);
  }
  const productPath = await page.getByRole("link", { name: "View in shop" }).getAttribute("href");

  // The shop lists the four sizes in that order; a shopper buys the 10ml.
  const customer = await newShopper();
  await customer.page.goto(productPath!);
  const radios = customer.page.getByRole("radiogroup", { name: "Size" }).getByRole("radio");
  await expect(radios).toHaveCount(4);
  for (const [position, label] of order.entries()) {
    await expect(radios.nth(position)).toHaveAccessibleName(new RegExp(`^${label}, `));
  }
  await customer.page
    .getByRole("radiogroup", { name: "Size" })
    .getByRole("radio", { name: /^10ml, / })
    .check();
  const answered = customer.page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/cart") &&
      response.request().method() === "POST",
  );
  await customer.page.getByRole("button", { name: "Add to Cart" }).click();
  await answered;
  const email = uniqueEmail("archived");
  const { orderId } = await customer.placeWebsiteOrder({ email });

  // Sold: staff can archive it, not delete it.
  await page.reload();
  await expect(page.getByRole("button", { name: "Delete product" })).toHaveCount(0);
  await page.getByRole("button", { name: "Archive product" }).click();
  await page
    .getByRole("alertdialog", { name: "Archive this product?" })
    .getByRole("button", { name: "Archive product" })
    .click();
  await expect(
    page.getByText("Archived: hidden from the shop, kept for past orders."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();

  // The shop no longer has it: its page is not found, search finds nothing.
  const answer = await customer.page.goto(productPath!);
  expect(answer?.status()).toBe(404);
  await customer.page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  await expect(customer.page.getByRole("article", { name })).toHaveCount(0);

  // The order still reads its line.
  await page.goto("/admin/orders");
  await searchOrders(page, email);
  const view = orderEntry(page, orderId).getByRole("button", { name: `View order ${orderId}` });
  const details = page.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  await expect(details.getByRole("cell", { name: `${name} — 10ml` })).toBeVisible();
});
