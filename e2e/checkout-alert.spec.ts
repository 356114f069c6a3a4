import { expect, test } from "./fixtures";

const requiredFields = "Please fill in all required fields";

test("a website order missing contact fields is refused with an alert, on every try", async ({
  page,
  shopper,
}) => {
  await shopper.addFirstProduct();
  await page.goto("/checkout");
  await expect(page.getByRole("alert")).toHaveText("");
  await page.getByLabel("Full name").fill("Otieno");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    `${requiredFields}: Email, Phone, Delivery address`,
  );
  await page.getByLabel("Email").fill("otieno@example.co.ke");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(`${requiredFields}: Phone, Delivery address`);
  await expect(page).toHaveURL(/\/checkout$/);
});

test("with JavaScript off, the server refuses missing contact fields with the same alert and keeps the cart", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/all-products?category=Women");
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  await card.getByRole("button", { name: /^Add .+ to cart$/ }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // No script checks the form first: the server's answer is what the shopper sees.
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Otieno Odhiambo");
  await page.getByLabel("Email").fill("otieno@example.co.ke");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(`${requiredFields}: Phone, Delivery address`);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel("Full name")).toHaveValue("Otieno Odhiambo");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await context.close();
});
