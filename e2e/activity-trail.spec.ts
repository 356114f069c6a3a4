import { randomBytes } from "node:crypto";
import { addOneSizeProduct } from "./add-product";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

test("staff change a price and an order's status, and find both on Admin → Activity and on each one's own trail @layout", async ({
  page,
  shopper,
  newShopper,
}) => {
  // A customer's order, placed in a browser of their own.
  const email = uniqueEmail();
  const customer = await newShopper();
  const { orderId } = await customer.orderFirstProduct({ email });

  // Staff add a product at KSh 4,500, then raise its price to 5,200 on Edit product.
  await shopper.signInAsAdmin();
  const name = `Activity Amber ${randomBytes(4).toString("hex")}`;
  await addOneSizeProduct(page, { name, description: "Amber and tonka." });
  await page.goto(`/admin/products/all?search=${encodeURIComponent(name)}&view=list`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  await page
    .getByRole("group", { name: "Sizes" })
    .getByRole("listitem")
    .first()
    .getByLabel("Price (KSh)")
    .fill("5200");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
  const productTrail = page.getByRole("region", { name: "Activity" });
  await expect(productTrail.getByText(`${name}: price 50ml 4500 → 5200 KSh`)).toBeVisible();

  // Staff mark the customer's order shipped on Order Management.
  await page.goto("/admin/orders");
  await searchOrders(page, email);
  await expect(orderEntry(page, orderId)).toHaveCount(1);
  const status = page.getByRole("combobox", { name: `Status of order ${orderId}` });
  await status.selectOption("shipped");
  await expect(status).toHaveValue("shipped");
  const statusSummary = `${orderId}: Pending → Shipped`;

  // The order's own trail, on its details.
  await orderEntry(page, orderId)
    .getByRole("button", { name: `View order ${orderId}` })
    .click();
  await expect(
    page.getByRole("region", { name: "Activity" }).getByText(statusSummary),
  ).toBeVisible();

  // Admin → Activity, filtered by kind, without scripts' help (a GET form).
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { name: "Activity", level: 1 })).toBeVisible();
  await page.getByLabel("Kind").selectOption({ label: "Product price" });
  await page.getByRole("button", { name: "Show Activity" }).click();
  await expect(page).toHaveURL(/kind=product\.price/);
  const entries = page.getByRole("region", { name: "Activity entries" });
  await expect(entries.getByText(`${name}: price 50ml 4500 → 5200 KSh`)).toBeVisible();
  await expect(entries.getByText(statusSummary)).toHaveCount(0);
  await page.getByLabel("Kind").selectOption({ label: "Order status" });
  await page.getByRole("button", { name: "Show Activity" }).click();
  await expect(page).toHaveURL(/kind=order\.status/);
  await expect(entries.getByText(statusSummary)).toBeVisible();

  // The product's trail link opens Activity filtered to it.
  await page.goto(editPath);
  await productTrail.getByRole("link", { name: "All activity for this product" }).click();
  await expect(page.getByText(`${name}: price 50ml 4500 → 5200 KSh`)).toBeVisible();
  await expect(page.getByText(`${name} created`)).toBeVisible();
});
