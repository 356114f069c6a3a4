import type { Locator, Page } from "@playwright/test";
import * as homeAndBody from "#server/db/seed/demo-lines-home-body.ts";
import * as perfumes from "#server/db/seed/demo-lines-perfume.ts";
import { cardPrices, expect, test } from "./fixtures";

/** Every demo product's line (the demo names each product as its line). */
const demoLines = [...Object.values(perfumes), ...Object.values(homeAndBody)].flat();

/**
 * The demo's men's products that can be woody (decision 057: oud, leather and woody lines read
 * as Woody on the wheel, a floral one when oakmoss grounds it), by name.
 */
const woodyForMen = new Set(
  demoLines
    .filter((line) => line.gender === "men")
    .filter((line) => ["woody", "oud", "leather", "floral"].includes(line.family))
    .map((line) => line.name),
);
const menOnly = new Set(demoLines.filter((line) => line.gender === "men").map((line) => line.name));

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The count a listing's heading shows ("15 products"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole("heading", { level: 2, name: /^\d+ products?$/ }).textContent();
  return Number(text?.split(" ")[0]);
}

/** The names on a grid's cards. */
const cardNames = (grid: Locator) =>
  grid.getByRole("article").getByRole("heading").allTextContents();

/**
 * Chooses facet values as a shopper does: on a phone in the Filters sheet, closed with 'Show N
 * products' (returns N); on a desktop in the side column, each tick applied at once.
 */
async function choose(page: Page, scope: Locator, taps: (panel: Locator) => Promise<void>) {
  if (!isPhone(page)) {
    await taps(scope.getByRole("form", { name: "Filters" }));
    return undefined;
  }
  await scope.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await taps(sheet);
  const show = sheet.getByRole("button", { name: /^Show \d+ products?$/ });
  await expect(show).not.toHaveAttribute("aria-busy", "true");
  const count = Number((await show.textContent())?.match(/\d+/)?.[0]);
  await show.click();
  await expect(sheet).toBeHidden();
  return count;
}

test(
  "a shopper narrows the collection to woody men's perfumes under KSh 5,000, then widens it",
  { tag: "@layout" },
  async ({ page, browser }) => {
    await page.goto("/all-products");
    const everything = await shownTotal(page);
    const sheetCount = await choose(page, page.locator("main"), async (panel) => {
      await panel.getByRole("checkbox", { name: /^Woody \(\d+\)$/ }).check();
      await panel.getByRole("checkbox", { name: /^Men \(\d+\)$/ }).check();
      await panel.getByRole("link", { name: "Under KSh 5,000" }).click();
    });
    await expect(page).toHaveURL(/family=woody/);
    await expect(page).toHaveURL(/gender=men/);
    await expect(page).toHaveURL(/max_price=5000/);

    const chips = page.getByRole("group", { name: "Active filters" });
    await expect(chips.getByRole("link", { name: "Remove filter Woody" })).toBeVisible();
    await expect(chips.getByRole("link", { name: "Remove filter Men" })).toBeVisible();
    const grid = page.getByTestId("product-grid");
    let narrowed = 0;
    await expect(async () => {
      narrowed = await shownTotal(page);
      expect(narrowed).toBeLessThan(everything);
      expect(narrowed).toBeGreaterThan(0);
      if (sheetCount !== undefined) expect(narrowed).toBe(sheetCount);
      expect(await grid.getByRole("article").count()).toBe(Math.min(narrowed, 18));
      expect((await cardPrices(grid)).every((price) => price <= 5000)).toBe(true);
      const names = await cardNames(grid);
      expect(names.filter((name) => !woodyForMen.has(name))).toEqual([]);
    }).toPass({ timeout: 20_000 });

    // The URL shared with a browser without JavaScript shows the same listing.
    const url = page.url();
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    const plain = await noScript.newPage();
    await plain.goto(url);
    expect(await shownTotal(plain)).toBe(narrowed);
    await expect(plain.getByTestId("product-grid").getByRole("article")).toHaveCount(
      Math.min(narrowed, 18),
    );
    await noScript.close();

    // Removing the Woody chip widens the listing to every men's product under KSh 5,000.
    await chips.getByRole("link", { name: "Remove filter Woody" }).click();
    await expect(page).not.toHaveURL(/family=woody/);
    await expect(async () => {
      expect(await shownTotal(page)).toBeGreaterThan(narrowed);
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/gender=men/);
  },
);

test(
  "without JavaScript the facets are a form: ticks sent with 'Apply filters' narrow the listing",
  { tag: "@layout" },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/all-products?family=woody&note=no-such-note&brand=nobody");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/all-products\?family=woody$/,
    );
    const woody = await shownTotal(page);
    const toggle = page.locator("label").filter({ hasText: /^Filters$/ });
    if (await toggle.isVisible()) await toggle.click();
    const form = page.getByRole("form", { name: "Filters" });
    await form.getByRole("checkbox", { name: /^Men \(\d+\)$/ }).check();
    await form.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/family=woody.*gender=men|gender=men.*family=woody/);
    expect(await shownTotal(page)).toBeLessThan(woody);
    await context.close();
  },
);

test(
  "a search for “woody” from the header, narrowed to men's perfumes on the results",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("search").getByRole("combobox", { name: "Search products" });
    await box.fill("woody");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/\?search=woody$/);
    const results = page.getByRole("region", { name: "Results for “woody”" });
    const found = results.getByText(/^\d+ products? found$/);
    const before = Number((await found.textContent())?.split(" ")[0]);

    const sheetCount = await choose(page, results, async (panel) => {
      await panel.getByRole("checkbox", { name: /^Men \(\d+\)$/ }).check();
    });
    await expect(page).toHaveURL(/\/\?search=woody&gender=men$/);
    await expect(
      results.getByRole("group", { name: "Active filters" }).getByRole("link", {
        name: "Remove filter Men",
      }),
    ).toBeVisible();
    await expect(async () => {
      const after = Number((await found.textContent())?.split(" ")[0]);
      expect(after).toBeGreaterThan(0);
      expect(after).toBeLessThan(before);
      if (sheetCount !== undefined) expect(after).toBe(sheetCount);
      const names = await cardNames(results);
      expect(names.length).toBe(Math.min(after, 8));
      expect(names.filter((name) => !menOnly.has(name))).toEqual([]);
    }).toPass({ timeout: 20_000 });
  },
);

test(
  "a brand page narrowed by a scent family lists only that brand's perfumes of that family; its chip widens it again",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/brands/loris");
    await expect(page.getByRole("heading", { level: 1, name: "Loris" })).toBeVisible();
    const everything = await shownTotal(page);
    // The rarest family the brand has: the narrowest listing, each of whose products is checked.
    const families = await page
      .locator('#facets input[name="family"]:not(:disabled)')
      .evaluateAll((inputs) =>
        inputs.map((input) => ({
          value: (input as HTMLInputElement).value,
          name: input.closest("label")?.textContent?.trim() ?? "",
        })),
      );
    const counted = families
      .map((family) => ({ ...family, count: Number(/\((\d+)\)$/.exec(family.name)?.[1]) }))
      .filter((family) => family.count > 0 && family.count < everything)
      .sort((a, b) => a.count - b.count);
    const family = counted[0]!;
    const sheetCount = await choose(page, page.locator("main"), (panel) =>
      panel.getByRole("checkbox", { name: family.name, exact: true }).check(),
    );
    await expect(page).toHaveURL(new RegExp(`/brands/loris\\?family=${family.value}$`));
    const grid = page.getByTestId("product-grid");
    await expect(async () => {
      expect(await shownTotal(page)).toBe(family.count);
      if (sheetCount !== undefined) expect(sheetCount).toBe(family.count);
      expect(await grid.getByRole("article").count()).toBe(Math.min(family.count, 18));
    }).toPass({ timeout: 20_000 });
    const links = await grid
      .getByRole("article")
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('a[href^="/product/"]')?.getAttribute("href") ?? ""),
      );
    for (const link of links) {
      const html = await (await page.request.get(link)).text();
      expect(html, link).toContain('href="/brands/loris"');
      expect(html, link).toContain(`href="/all-products?family=${family.value}"`);
    }

    const label = family.name.replace(/ \(\d+\)$/, "");
    await page
      .getByRole("group", { name: "Active filters" })
      .getByRole("link", { name: `Remove filter ${label}` })
      .click();
    await expect(page).toHaveURL(/\/brands\/loris$/);
    await expect(async () => expect(await shownTotal(page)).toBe(everything)).toPass({
      timeout: 10_000,
    });
  },
);
