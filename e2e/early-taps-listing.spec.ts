import { expect, test } from "@playwright/test";
import { cardPrices } from "./fixtures";
import { asNewShoppers, isNotLiveYet, slowPage } from "./phone-profile";

// As early-taps.spec.ts (decision 019): the listing's filters, used as soon as they are painted
// on a slow phone by ten new shoppers each.
const tries = 10;

test.describe.configure({ timeout: tries * 60_000 });

test("on a slow phone, a sort and a min price chosen as soon as the filters are painted reach the results, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto("/all-products", { waitUntil: "commit" });
    const sort = page.getByLabel("Sort by");
    await sort.waitFor(slowPage);
    const isEarly = await isNotLiveYet(page);
    await sort.selectOption("price-low-to-high");
    // On a phone the price fields fold behind the Price toggle.
    await page.getByText("Price", { exact: true }).click();
    await page.getByLabel("Min price").fill("1000");
    await expect(page, `try ${attempt}`).toHaveURL(
      /\/all-products\?min_price=1000&sort=price-low-to-high$/,
      slowPage,
    );
    const grid = page.getByTestId("product-grid");
    await expect(async () => {
      const prices = await cardPrices(grid);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((price) => price >= 1000)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }, `try ${attempt}`).toPass(slowPage);
    await expect(sort).toHaveValue("price-low-to-high");
    await expect(page.getByLabel("Min price")).toHaveValue("1000");
    return isEarly;
  });
});

test("on a slow phone, a category and its Remove filter tag tapped as soon as painted change the listing, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto("/all-products?sort=price-high-to-low", { waitUntil: "commit" });
    const men = page.getByRole("navigation", { name: "Categories" }).getByRole("link", {
      name: "Men",
      exact: true,
    });
    await men.waitFor(slowPage);
    const isEarly = await isNotLiveYet(page);
    await men.click();
    await expect(page, `try ${attempt}`).toHaveURL(
      /\/all-products\?category=Men&sort=price-high-to-low$/,
      slowPage,
    );
    const remove = page.getByRole("link", { name: "Remove filter Men" });
    await remove.click();
    await expect(page, `try ${attempt}`).toHaveURL(/\/all-products\?sort=price-high-to-low$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    return isEarly;
  });
});
