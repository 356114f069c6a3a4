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
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
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
