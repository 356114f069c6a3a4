import { expect } from "@playwright/test";
import { cardPrices } from "./fixtures";
import { expectNotLiveYet, test } from "./phone-profile";

// The listing's filters, used before the page is live on a phone whose scripts are held back
// (decision 019: a GET form and links, carried out by the browser or once the page is live).

test("on a phone, a sort and a min price chosen before the page is live reach the results", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto("/all-products", { waitUntil: "commit" });
  const sort = page.getByLabel("Sort by");
  await sort.waitFor();
  await expectNotLiveYet(page);
  await sort.selectOption("price-low-to-high");
  // On a phone the price fields fold behind the Price toggle.
  await page.getByText("Price", { exact: true }).click();
  await page.getByLabel("Min price").fill("1000");
  await releaseAppScripts();
  await expect(page).toHaveURL(/\/all-products\?min_price=1000&sort=price-low-to-high$/);
  const grid = page.getByTestId("product-grid");
  await expect(async () => {
    const prices = await cardPrices(grid);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 1000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
  await expect(sort).toHaveValue("price-low-to-high");
  await expect(page.getByLabel("Min price")).toHaveValue("1000");
});

test("on a phone, a category and its Remove filter tag tapped before the page is live change the listing", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto("/all-products?sort=price-high-to-low", { waitUntil: "commit" });
  const men = page.getByRole("navigation", { name: "Categories" }).getByRole("link", {
    name: "Men",
    exact: true,
  });
  await men.waitFor();
  await expectNotLiveYet(page);
  await men.click();
  await expect(page).toHaveURL(/\/all-products\?category=Men&sort=price-high-to-low$/);
  const remove = page.getByRole("link", { name: "Remove filter Men" });
  await remove.waitFor();
  await expectNotLiveYet(page);
  await remove.click();
  await expect(page).toHaveURL(/\/all-products\?sort=price-high-to-low$/);
  await releaseAppScripts();
  await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-high-to-low");
});
