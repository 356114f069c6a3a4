import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

test("a signed-in customer's checkout starts with the profile's name, e-mail and phone, which can still be changed", async ({
  page,
  shopper,
}) => {
  const email = uniqueEmail();
  await shopper.register({ email });
  await shopper.addFirstProduct();

  // The server sends the details with the page (the header knows only the e-mail), and the
  // form shows them with no data request of its own.
  const html = await (await page.request.get("/checkout")).text();
  expect(html).toContain("Wanjiru Kamau");
  expect(html).toContain("0712 345 678");
  const dataRequest = /\.data(\?|$)/;
  await page.route(dataRequest, (route) => route.abort());
  await page.goto("/checkout");
  await expect(page.getByLabel("Full name")).toHaveValue("Wanjiru Kamau");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Phone")).toHaveValue("0712 345 678");
  await page.unroute(dataRequest);

  const otherEmail = uniqueEmail();
  await page.getByLabel("Email").fill(otherEmail);
  await page.getByLabel("Delivery address or landmark").fill("Lenana Road 21");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByText(`A confirmation is on its way to ${otherEmail}.`)).toBeVisible();
});

test("a signed-in visitor at /login or /register goes on to the same-site redirect, otherwise home", async ({
  page,
  shopper,
}) => {
  await shopper.register({ email: uniqueEmail() });

  await page.goto("/login?redirect=/orders");
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();

  await page.goto("/register?redirect=/profile");
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto("/login?redirect=https://evil.example/");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

  // A server redirect: it needs no script.
  const response = await page.request.get("/login?redirect=/orders", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/orders");
});
