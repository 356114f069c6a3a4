import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

test("a guest's cart joins the account at sign-up and follows the customer to a second browser; logging out leaves an empty cart", async ({
  page,
  shopper,
  newShopper,
}) => {
  const [name] = await shopper.addProducts("Men", 1);
  const email = uniqueEmail();
  await shopper.register({ email });
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  const laptop = await newShopper({ viewport: { width: 1280, height: 800 } });
  await laptop.logIn(email);
  await expect(laptop.page.getByTestId("cart-count")).toHaveText("1");
  await laptop.page.goto("/checkout");
  await expect(laptop.page.getByRole("listitem", { name })).toBeVisible();

  await shopper.logOut();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});

test("adds from two tabs at once lose no item", async ({ page, context, shopper }) => {
  await shopper.addProducts("Women", 1);
  const listing = "/all-products?category=Women";
  const second = await context.newPage();
  await Promise.all([page.goto(listing), second.goto(listing)]);
  const addIn = (tab: typeof page) =>
    tab
      .getByRole("article")
      .filter({ hasNotText: "Out of Stock" })
      .first()
      .getByRole("button", { name: /^Add .+ to cart$/ });
  const answered = (tab: typeof page) =>
    tab.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/cart"));
  const answers = Promise.all([answered(page), answered(second)]);
  await Promise.all([addIn(page).click(), addIn(second).click()]);
  await answers;
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Your cart (3 items)" })).toBeVisible();
});
