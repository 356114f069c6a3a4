import { orderEntry, searchOrders } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

// Decision 061: a new owner removes the demo catalogue in one step from Settings. Its own
// project, after every other journey, Settings' included (playwright.config.ts): the others
// shop from the demo products.

test("staff remove the demo catalogue in one step: its products leave the shop, a sold one's order still reads it", async ({
  page,
  shopper,
  newShopper,
}) => {
  const customer = await newShopper();
  const email = uniqueEmail("demo-removal");
  const { name, orderId } = await customer.orderFirstProduct({ email });
  await customer.page.goto("/all-products?category=Women");
  const productPath = await customer.page
    .getByRole("article", { name })
    .getByRole("link")
    .first()
    .getAttribute("href");

  await shopper.signInAsAdmin("/admin/settings");
  const section = page.getByRole("region", { name: "Demo catalogue" });
  await expect(section).toContainText(/The shop still shows \d+ demo products seeded/);
  await section.getByRole("button", { name: "Remove demo catalogue" }).click();
  const dialog = page.getByRole("alertdialog", { name: /^Remove the \d+ demo products\?$/ });
  await dialog.getByRole("button", { name: "Remove demo catalogue" }).click();
  // The product just ordered is archived, so its order still reads it; unsold ones are deleted.
  await expect(page.getByRole("status")).toHaveText(
    /^Demo catalogue removed: \d+ deleted, [1-9]\d* archived\.$/,
  );

  const gone = await customer.page.goto(productPath!);
  expect(gone?.status()).toBe(404);
  await customer.page.goto("/all-products?category=Women");
  await expect(customer.page.getByRole("article", { name })).toHaveCount(0);

  await page.goto("/admin/orders");
  await searchOrders(page, email);
  const view = orderEntry(page, orderId).getByRole("button", { name: `View order ${orderId}` });
  const details = page.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  await expect(
    details.getByRole("cell", {
      name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} — `),
    }),
  ).toBeVisible();
});
