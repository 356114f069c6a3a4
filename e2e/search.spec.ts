import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The header search box and its panel, as a shopper finds them. */
function searchBox(page: Page) {
  const search = page.getByRole("search");
  return {
    input: search.getByRole("combobox", { name: "Search products" }),
    options: search.getByRole("listbox").getByRole("option"),
    listbox: search.getByRole("listbox"),
    status: search.getByRole("status"),
    text: (text: string) => search.getByText(text, { exact: true }),
  };
}

/** Every suggestions request the page makes, by its q parameter. */
function suggestionRequests(page: Page): string[] {
  const queries: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/search/suggestions") queries.push(url.searchParams.get("q") ?? "");
  });
  return queries;
}

test("one character shows no panel; two show product suggestions and the count", async ({
  page,
}) => {
  const requests = suggestionRequests(page);
  await page.goto("/all-products");
  const box = searchBox(page);
  await box.input.fill("o");
  await expect(box.input).toHaveAttribute("aria-expanded", "false");
  await box.input.pressSequentially("u");
  await expect(box.options.first()).toContainText("Oud");
  const count = await box.options.count();
  // At most 5 products, then 3 each of brands, notes and categories (decision 058).
  expect(count).toBeLessThanOrEqual(14);
  await expect(box.status).toHaveText(`${count} suggestions available`);
  expect(requests).toEqual(["ou"]);
});

test("typing is debounced, and a slow answer never replaces a newer one", async ({ page }) => {
  const requests = suggestionRequests(page);
  const isAmber = (url: URL) =>
    url.pathname === "/search/suggestions" && url.searchParams.get("q") === "amber";
  let releaseAmber = () => {};
  const amberHeld = new Promise<void>((resolve) => (releaseAmber = resolve));
  let amberDone = Promise.resolve();
  await page.route(isAmber, (route) => {
    amberDone = amberHeld.then(() => route.continue()).catch(() => undefined);
  });
  await page.goto("/all-products");
  const box = searchBox(page);
  const amberAsked = page.waitForRequest((request) => isAmber(new URL(request.url())));
  await box.input.pressSequentially("amber");
  await amberAsked;
  await expect(box.text("Loading suggestions...")).toBeVisible();
  // Four suggestible prefixes were typed; the pause after the last one asks once.
  expect(requests.length).toBeLessThan(4);
  expect(requests.at(-1)).toBe("amber");

  await box.input.fill("lavender");
  await expect(box.options.first()).toContainText("Lavender");
  releaseAmber();
  await amberDone;
  await expect(box.options.first()).toContainText("Lavender");
  for (const option of await box.options.allTextContents()) expect(option).not.toMatch(/^Amber/);
});

test("arrow keys move through the options and Enter opens the chosen product", async ({ page }) => {
  await page.goto("/all-products");
  const box = searchBox(page);
  await box.input.fill("lavander");
  await expect(box.options.first()).toContainText("Lavender");
  await box.input.press("ArrowDown");
  await box.input.press("ArrowDown");
  await box.input.press("ArrowUp");
  await box.input.press("ArrowDown");
  const chosen = box.options.nth(1);
  await expect(chosen).toHaveAttribute("aria-selected", "true");
  await expect(box.input).toHaveAttribute(
    "aria-activedescendant",
    (await chosen.getAttribute("id"))!,
  );
  const name = (await chosen.locator("span span").first().textContent())!;
  await box.input.press("Enter");
  await expect(page).toHaveURL(/\/product\/[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(box.listbox).toBeHidden();
});

test("a category row opens the listing of that category", async ({ page }) => {
  await page.goto("/");
  const box = searchBox(page);
  await box.input.fill("difusers");
  await page.getByRole("option", { name: "Category: Diffusers", exact: true }).click();
  await expect(page).toHaveURL(/\/all-products\?category=Diffusers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Diffusers" })).toBeVisible();
});

test("Escape and a click outside close the panel; no match says so", async ({ page }) => {
  await page.goto("/all-products");
  const box = searchBox(page);
  await box.input.fill("zzqx");
  await expect(box.text("No matches found")).toBeVisible();
  await box.input.fill("rose");
  await expect(box.listbox).toBeVisible();
  await box.input.press("Escape");
  await expect(box.listbox).toBeHidden();
  await expect(box.input).toHaveValue("rose");
  await box.input.click();
  await expect(box.listbox).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width / 2, viewport.height - 10);
  await expect(box.listbox).toBeHidden();
});

test("Enter on blank text does nothing; on text it shows the results on Home", async ({ page }) => {
  await page.goto("/all-products");
  const box = searchBox(page);
  await box.input.fill("   ");
  await box.input.press("Enter");
  await box.input.fill("oud");
  await box.input.press("Enter");
  await expect(page).toHaveURL(/\/\?search=oud$/);
  const results = page.getByRole("region", { name: "Results for “oud”" });
  await expect(results.getByRole("article").first()).toBeVisible();
  for (const name of await results
    .getByRole("article")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label"))))
    expect(name).toMatch(/oud/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/all-products$/);
});

test("while a search loads, the box keeps it, and text typed meanwhile survives its arrival", async ({
  page,
}) => {
  await page.goto("/");
  const isOudData = (url: URL) => url.pathname.endsWith(".data") && url.searchParams.has("search");
  let releaseOud = () => {};
  const oudHeld = new Promise<void>((resolve) => (releaseOud = resolve));
  let oudDone = Promise.resolve();
  await page.route(isOudData, (route) => {
    oudDone = oudHeld.then(() => route.continue()).catch(() => undefined);
  });
  const box = searchBox(page);
  const oudAsked = page.waitForRequest((request) => isOudData(new URL(request.url())));
  await box.input.fill("oud");
  await box.input.press("Enter");
  await oudAsked;
  await expect(box.input).toHaveValue("oud");
  await box.input.fill("rose");
  releaseOud();
  await oudDone;
  await expect(page).toHaveURL("/?search=oud");
  await expect(page.getByRole("region", { name: "Results for “oud”" })).toBeVisible();
  await expect(box.input).toHaveValue("rose");
});

test("recent searches show with an empty box: newest first, no duplicates, at most 5", async ({
  page,
}) => {
  await page.goto("/");
  const box = searchBox(page);
  for (const text of ["amber", "rose", "oud", "musk", "Rose", "iris", "vetiver"]) {
    await box.input.fill(text);
    await box.input.press("Enter");
    await expect(page).toHaveURL(`/?search=${text}`);
    // The address changes before React renders it: a search typed while the last one still
    // renders is overtaken by it, and the box refills with the earlier text. A shopper sees the
    // results first.
    await expect(page.getByRole("region", { name: `Results for “${text}”` })).toBeVisible();
  }
  await box.input.fill("");
  await expect(box.text("Recent Searches")).toBeVisible();
  await expect(box.options).toHaveText(["vetiver", "iris", "Rose", "musk", "oud"]);
  await expect(box.status).toHaveText("5 recent searches");
  expect(await page.evaluate(() => localStorage.getItem("recentSearches"))).toBe(
    JSON.stringify(["vetiver", "iris", "Rose", "musk", "oud"]),
  );
  await box.options.filter({ hasText: "musk" }).click();
  await expect(page).toHaveURL("/?search=musk");
});

test("a search with a category filter lists only products matching both", async ({ page }) => {
  const total = async (url: string) => {
    await page.goto(url);
    const heading = await page.getByRole("heading", { level: 2, name: /products?$/ }).textContent();
    return Number(heading!.split(" ")[0]);
  };
  const bySearch = await total("/all-products?search=oud");
  const byCategory = await total("/all-products?category=Niche");
  const both = await total("/all-products?search=oud&category=Niche");
  expect(both).toBeGreaterThan(0);
  expect(both).toBeLessThan(Math.min(bySearch, byCategory));
  await expect(page.getByText("Results for")).toBeVisible();
  const grid = page.getByTestId("product-grid");
  await expect(grid.getByRole("article", { name: "Oud Royale" })).toBeVisible();
  for (const category of await grid.locator("p.eyebrow").allTextContents())
    expect(["Niche Perfumes", "Niche Diffusers"]).toContain(category);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search results and their empty state render on the server", async ({ page }) => {
    await page.goto("/?search=lavender");
    const results = page.getByRole("region", { name: "Results for “lavender”" });
    await expect(results.getByRole("article").first()).toBeVisible();
    await page.goto("/?search=zzqx");
    await expect(page.getByText("No products match “zzqx”.", { exact: false })).toBeVisible();
  });

  test("a listing narrowed by a search and a category renders on the server", async ({ page }) => {
    await page.goto("/all-products?search=oud&category=Niche&sort=price-low-to-high");
    const grid = page.getByTestId("product-grid");
    await expect(grid.getByRole("article", { name: "Oud Royale" })).toBeVisible();
    for (const category of await grid.locator("p.eyebrow").allTextContents())
      expect(["Niche Perfumes", "Niche Diffusers"]).toContain(category);
  });
});
