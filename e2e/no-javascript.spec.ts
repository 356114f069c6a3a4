import { e2eOrigin, e2eOriginPattern } from "./e2e-port";
import { cardPrices, expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("without JavaScript a filtered, sorted second page renders on the server", async ({
  page,
}) => {
  await page.goto("/all-products?category=Men&sort=price-low-to-high");
  const firstPage = await cardPrices(page.getByTestId("product-grid"));
  await page.goto("/all-products?category=Men&sort=price-low-to-high&page=2");
  await expect(page.getByRole("heading", { level: 1, name: "Men" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const secondPage = await cardPrices(page.getByTestId("product-grid"));
  expect(firstPage).toHaveLength(18);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
});

test("without JavaScript the home grids render in full and the loader never covers them", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Best Sellers", exact: true }).getByRole("article"),
  ).toHaveCount(8);
  await expect(page.getByRole("status", { name: "Luxury scents, redefined" })).toBeHidden();
  await page
    .getByRole("region", { name: "Best Sellers", exact: true })
    .getByRole("link", { name: "View Collection" })
    .click();
  await expect(
    page.getByRole("region", { name: "Best Sellers", exact: true }).getByRole("article"),
  ).toHaveCount(20);
});

test("sitemap.xml lists the product pages and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(
    sitemap.match(new RegExp(`<loc>${e2eOriginPattern}/product/[a-z0-9]+</loc>`, "g"))?.length,
  ).toBeGreaterThanOrEqual(120);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${e2eOrigin}/sitemap.xml`);
});

test("without JavaScript a shopper adds two products, changes a quantity, removes a line and places a website order", async ({
  page,
}) => {
  await page.goto("/all-products?category=Women");
  const cards = page.getByRole("article").filter({ hasNotText: "Out of Stock" });
  const names: string[] = [];
  for (const index of [0, 1]) {
    const name = (await cards.nth(index).getAttribute("aria-label"))!;
    await cards
      .nth(index)
      .getByRole("button", { name: `Add ${name} to cart` })
      .click();
    names.push(name);
    // The form posts and the server brings the shopper back to the same listing.
    await expect(page).toHaveURL(/\/all-products\?category=Women$/);
    await expect(page.getByTestId("cart-count")).toHaveText(String(index + 1));
  }

  await page.getByRole("link", { name: /^Cart, 2 items$/ }).click();
  await expect(page.getByRole("heading", { name: "Your cart (2 items)" })).toBeVisible();
  const first = page.getByRole("listitem", { name: names[0] });
  await first.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByRole("heading", { name: "Your cart (3 items)" })).toBeVisible();
  await expect(first.getByRole("group", { name: `Quantity of ${names[0]}` })).toContainText("2");
  await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
  await expect(page.getByRole("listitem", { name: names[1] })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your cart (2 items)" })).toBeVisible();

  const lineTotal = await first.getByText(/^KSh [\d,]+$/).textContent();
  await expect(page.getByTestId("order-total")).toHaveText(lineTotal!);
  await page.getByLabel("Full name").fill("Njeri Wambui");
  await page.getByLabel("Email").fill("njeri@example.co.ke");
  await page.getByLabel("Phone").fill("0733 222 111");
  await page.getByLabel("Delivery address or landmark").fill("Kindaruma Road 8");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByText(names[0]!)).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("without JavaScript a shopper chooses the 100ml and the 50ml of a scent and orders both", async ({
  page,
}) => {
  await page.goto("/product/cij4fy28fq");
  for (const [label, count] of [
    ["100ml", 1],
    ["50ml", 2],
  ] as const) {
    // The size is an ordinary field of the Add to Cart form; the price shown follows it.
    await page.getByRole("radio", { name: new RegExp(`^${label}, `) }).check();
    await expect(page.locator(".size-price").filter({ visible: true })).toHaveText(
      label === "100ml" ? "KSh 4,200" : "KSh 2,800",
    );
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page).toHaveURL(/\/product\/cij4fy28fq$/);
    await expect(page.getByTestId("cart-count")).toHaveText(String(count));
  }
  await page.goto("/checkout");
  await expect(page.getByRole("listitem", { name: "Crescendo — 100ml" })).toContainText(
    "KSh 4,200",
  );
  await expect(page.getByRole("listitem", { name: "Crescendo — 50ml" })).toContainText("KSh 2,800");
  const total = await page.getByTestId("order-total").textContent();
  await page.getByLabel("Full name").fill("Njeri Wambui");
  await page.getByLabel("Email").fill("njeri@example.co.ke");
  await page.getByLabel("Phone").fill("0733 222 111");
  await page.getByLabel("Delivery address or landmark").fill("Kindaruma Road 8");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  const items = page.getByRole("list", { name: "Items ordered" });
  await expect(items.getByText("Crescendo — 100ml")).toBeVisible();
  await expect(items.getByText("Crescendo — 50ml")).toBeVisible();
  await expect(page.getByText(total!, { exact: true }).first()).toBeVisible();
});
