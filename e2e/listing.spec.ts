import { cardPrices, expect, test } from "./fixtures";
import { textLineCount } from "./text-lines";

test(
  "a price filter, a sort and page 2 show in the URL and in the results",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/all-products");
    // On a phone the price fields fold behind the Price toggle.
    const priceToggle = page.getByText("Price", { exact: true });
    if (await priceToggle.isVisible()) await priceToggle.click();
    await page.getByLabel("Min price").fill("1000");
    await expect(page).toHaveURL(/min_price=1000/);
    await page.getByLabel("Sort by").selectOption("price-low-to-high");
    await expect(page).toHaveURL(/sort=price-low-to-high/);
    await expect(page).toHaveURL(/min_price=1000/);

    // The address changes a moment before React shows the listing it belongs to (on a loaded
    // phone, long enough to read the old cards): wait for the cards a shopper would then see.
    const grid = page.getByTestId("product-grid");
    let firstPage: number[] = [];
    await expect(async () => {
      firstPage = await cardPrices(grid);
      expect(firstPage).toHaveLength(18);
      expect(firstPage.every((price) => price >= 1000)).toBe(true);
      expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    }).toPass({ timeout: 10_000 });

    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const secondPage = await cardPrices(grid);
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    expect(secondPage).toEqual([...secondPage].sort((a, b) => a - b));
  },
);

test(
  "a filtered URL renders that exact page, and Clear All Filters resets it",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/all-products?category=Men&sort=price-high-to-low");
    await expect(page.getByRole("heading", { level: 1, name: "Men" })).toBeVisible();
    const prices = await cardPrices(page.getByTestId("product-grid"));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/all-products$/);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
  },
);

test("a min price typed above the max raises the max, in the fields and in the URL alike", async ({
  page,
}) => {
  await page.goto("/all-products");
  await page.getByText("Price", { exact: true }).click();
  await page.getByLabel("Max price").fill("5000");
  await expect(page).toHaveURL(/\?max_price=5000$/);
  await page.getByLabel("Min price").fill("9000");
  // SPEC §5: max at least min.
  await expect(page).toHaveURL(/\?min_price=9000&max_price=9000$/);
  await expect(page.getByLabel("Min price")).toHaveValue("9000");
  await expect(page.getByLabel("Max price")).toHaveValue("9000");
});

test("a URL with the max price below the min shows the raised max in the URL, the fields and the results", async ({
  page,
}) => {
  await page.goto("/all-products?min_price=9000&max_price=5000");
  await expect(page).toHaveURL(/\?min_price=9000&max_price=9000$/);
  // The Price toggle, marked active: a price filter is on.
  await page
    .locator("label")
    .filter({ hasText: /^Price/ })
    .click();
  await expect(page.getByLabel("Min price")).toHaveValue("9000");
  await expect(page.getByLabel("Max price")).toHaveValue("9000");
  const prices = await cardPrices(page.getByTestId("product-grid"));
  expect(prices.every((price) => price === 9000)).toBe(true);
});

test(
  "the pagination's Prev and Next sit in one row with the page numbers",
  { tag: "@layout" },
  async ({ page }) => {
    // Page 5 of 8 or more shows the most: Prev, 1, …, 4, 5, 6, then … and the last, or 7 and 8.
    await page.goto("/all-products?page=5");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 5", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const cells = pagination.locator(":scope > *");
    await expect(cells).toHaveCount(9);
    const tops = await cells.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `rows of ${String(await cells.allTextContents())}`).toBe(1);
    expect(await textLineCount(pagination.getByRole("link", { name: "Next" }))).toBe(1);
  },
);
