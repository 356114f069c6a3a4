import { nairobiYear } from "#contracts/nairobi-time.ts";
import { expect, test } from "./fixtures";

test(
  "home shows the three grids with 8 cards each, and View Collection adds 12",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Loris | Home");
    const grids = [
      { name: "Best Sellers", tagline: "Discover our most popular picks!" },
      { name: "Ladies Best Sellers", tagline: "Crafted just for her!" },
      { name: "Men Best Sellers", tagline: "Confident, Crisp, Bold!" },
    ];
    for (const grid of grids) {
      const section = page.getByRole("region", { name: grid.name, exact: true });
      await expect(section.getByText(grid.tagline)).toBeVisible();
      await expect(section.getByRole("article")).toHaveCount(8);
    }
    const ladies = page.getByRole("region", { name: "Ladies Best Sellers", exact: true });
    await ladies.getByRole("link", { name: "View Collection" }).click();
    await expect(ladies.getByRole("article")).toHaveCount(20);
    await expect(
      page.getByRole("region", { name: "Men Best Sellers", exact: true }).getByRole("article"),
    ).toHaveCount(8);
  },
);

test("a category card leads to the filtered product list", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Shop by Category" })
    .getByRole("link", { name: "Diffusers" })
    .click();
  await expect(page).toHaveURL(/\/all-products\?category=Diffusers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Diffusers" })).toBeVisible();
  const categories = await page.getByRole("article").locator("p.eyebrow").allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  for (const category of categories) expect(["Diffusers", "Niche Diffusers"]).toContain(category);
});

test("the carousel has 10 slides, one of them the catalogue's sale, leading to it", async ({
  page,
}) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Featured collections" });
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(10);
  await expect(
    carousel.getByRole("heading", { name: "Sale up to 35% off", includeHidden: true }),
  ).toHaveCount(1);
  // The demo catalogue's deepest sale is 35% off; the slide leads to the sale listing.
  const sale = carousel
    .locator('[aria-roledescription="slide"]')
    .filter({ hasText: "Sale up to 35% off" });
  await expect(sale.getByRole("link", { name: "Shop Now", includeHidden: true })).toHaveAttribute(
    "href",
    "/all-products?sale=true",
  );
  await expect(carousel.getByText("1 / 10")).toBeVisible();
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByText("2 / 10")).toBeVisible();
});

test("the footer shows delivery steps, payment modes and this year's copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const mode of ["M-PESA", "VISA", "MasterCard", "CASH"])
    await expect(footer.getByText(mode, { exact: true })).toBeVisible();
  const thisYear = nairobiYear(new Date());
  await expect(footer.getByText(`© ${thisYear} Loris. All rights reserved.`)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Chat with Loris on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
});

test("a category chosen on home shows Clear All Filters, which clears it", async ({ page }) => {
  await page.goto("/?category=Women");
  const browser = page.getByRole("region", { name: "Shop by Category" });
  await expect(browser.getByRole("link", { name: "Women" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await browser.getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(browser.getByRole("link", { name: "Clear All Filters" })).toHaveCount(0);
});

test("the app's scripts load after the first contentful paint, and then the page works", async ({
  page,
}) => {
  await page.goto("/all-products");
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const name = await card.getAttribute("aria-label");
  await card.getByRole("button", { name: `Add ${name} to cart` }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  const timing = await page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts)
    expect(start).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
});
