import { expect } from "@playwright/test";
import { expectNotLiveYet, test } from "./phone-profile";

// A shopper taps as soon as a control is painted, before the page's scripts have run on a
// mid-range phone (decision 011); each control answers such a tap (decision 019). The phone
// holds the scripts back until the tap is made, so every tap here comes before the page is live.
const listing = "/all-products?category=Women";

test("on a phone, Add to Cart tapped before the page is live puts the product in the cart", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto(listing, { waitUntil: "commit" });
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const add = card.getByRole("button", { name: /^Add .+ to cart$/ });
  await add.waitFor();
  await expectNotLiveYet(page);
  await add.click();
  // Before the page is live the form goes to the server, which sends the shopper back here.
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await releaseAppScripts();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(page.getByRole("heading", { name: "Your cart (1 item)" })).toBeVisible();
});

test("on a phone, View details tapped before the page is live shows the product's details", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto(listing, { waitUntil: "commit" });
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  await expectNotLiveYet(page);
  await card.getByRole("link", { name: `View details of ${name}` }).click();
  // Before the page is live the link leads to the product's page (the dialog once live).
  await expect(page).toHaveURL(/\/product\/[\w-]+\?category=Women$/);
  await releaseAppScripts();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Price includes VAT\./)).toBeVisible();
});

test("on a phone, Share tapped before the page is live offers the product's link over WhatsApp", async ({
  phone: { context, page, releaseAppScripts },
}) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  await page.goto(listing, { waitUntil: "commit" });
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  await expectNotLiveYet(page);
  const chat = context.waitForEvent("page");
  await card.getByRole("button", { name: `Share ${name}` }).click();
  await releaseAppScripts();
  const text = new URL((await chat).url()).searchParams.get("text");
  expect(text).toContain(`${name} at Loris `);
  expect(text).toMatch(/ http:\/\/\S+\/product\/[\w-]+\?category=Women$/);
});

test("on a phone, a product page's quantity is shown only once live, then it and Add to Cart put that many in the cart", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto(listing, { waitUntil: "commit" });
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const name = (await card.getAttribute("aria-label"))!;
  await expectNotLiveYet(page);
  await card.getByRole("link", { name: `View details of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The stepper's buttons need the page live: not shown before, so no tap on them is lost.
  const more = page.getByRole("button", { name: "Increase quantity" });
  await expectNotLiveYet(page);
  await expect(more).toBeHidden();
  await releaseAppScripts();
  await more.click();
  await expect(page.getByRole("group", { name: "Quantity" })).toContainText("2");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
});

test("on a phone, a size chosen and Add to Cart tapped before the page is live add that size", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto("/product/cij4fy28fq", { waitUntil: "commit" });
  const large = page.getByRole("radio", { name: /^100ml, KSh 4,200/ });
  await large.waitFor({ state: "attached" });
  await expectNotLiveYet(page);
  await large.check();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  // Before the page is live the form goes to the server, which sends the shopper back here.
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await releaseAppScripts();
  await page.getByRole("link", { name: "Cart, 1 item" }).click();
  await expect(page.getByRole("listitem", { name: "Crescendo — 100ml" })).toContainText(
    "KSh 4,200",
  );
});
