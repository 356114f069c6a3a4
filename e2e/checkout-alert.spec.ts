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
  await expect(page.getByRole("alert")).toHaveText(requiredFields);
  await page.getByLabel("Email").fill("otieno@example.co.ke");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(requiredFields);
  await expect(page).toHaveURL(/\/checkout$/);
});

test("when the server answers that contact fields are missing, the shopper gets the same alert and keeps the cart", async ({
  page,
  shopper,
}) => {
  await shopper.addFirstProduct();
  // A browser whose own check let the order through (an old script, say): the request reaches
  // the server without the contact fields, and the server's answer is what the shopper sees.
  await page.route("**/api/orders", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    const { fullName: _name, email: _email, phone: _phone, ...withoutContact } = body;
    await route.continue({ postData: JSON.stringify(withoutContact) });
  });
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Otieno Odhiambo");
  await page.getByLabel("Email").fill("otieno@example.co.ke");
  await page.getByLabel("Phone").fill("0722 000 111");
  const answer = page.waitForResponse("**/api/orders");
  await page.getByRole("button", { name: "Place Order" }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(requiredFields);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
