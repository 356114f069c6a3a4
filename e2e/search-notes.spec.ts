import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The demo catalogue's Tuberose Atrium (Niche Diffusers) has vanilla among its base notes, and
 * neither its name nor its description says so: only its perfume facts can find it.
 */
const foundByItsNotes = "Tuberose Atrium";

function searchBox(page: Page) {
  const search = page.getByRole("search");
  return {
    input: search.getByRole("combobox", { name: "Search products" }),
    options: search.getByRole("listbox").getByRole("option"),
    option: (name: string) => search.getByRole("option", { name, exact: true }),
  };
}

test("searching 'vanilla' suggests the note and finds a product by its notes", async ({ page }) => {
  await page.goto("/");
  const box = searchBox(page);
  await box.input.fill("vanilla");
  await expect(box.option("Note: Vanilla")).toBeVisible();
  // The products named after vanilla come first.
  await expect(box.options.first()).toContainText("Vanilla");

  await box.input.press("Enter");
  await expect(page).toHaveURL("/?search=vanilla");
  const results = page.getByRole("region", { name: "Results for “vanilla”" });
  await expect(results.getByRole("article").first()).toContainText("Vanilla");
  const card = results.getByRole("article", { name: foundByItsNotes });
  // Home shows results a page at a time; the products named after vanilla lead.
  while ((await card.count()) === 0) {
    const more = results.getByRole("link", { name: "View Collection" });
    await expect(more, `${foundByItsNotes} is listed`).toBeVisible();
    const shown = await results.getByRole("article").count();
    await more.click();
    await expect(results.getByRole("article")).not.toHaveCount(shown);
  }
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await expect(card).toContainText("Niche Diffusers");
});

test("the keyboard moves through products, brands, notes and categories alike", async ({
  page,
}) => {
  await page.goto("/all-products");
  const box = searchBox(page);
  await box.input.fill("malindi");
  const brand = box.option("Brand: Maison Malindi");
  await expect(brand).toBeVisible();
  const count = await box.options.count();
  const labels: string[] = [];
  for (let i = 0; i < count; i++) {
    await box.input.press("ArrowDown");
    const active = box.options.nth(i);
    await expect(active).toHaveAttribute("aria-selected", "true");
    await expect(box.input).toHaveAttribute(
      "aria-activedescendant",
      (await active.getAttribute("id"))!,
    );
    labels.push((await active.textContent())!);
  }
  expect(labels).toContain("Brand: Maison Malindi");
  // Past the last option, the first; Enter on the brand opens its page.
  await box.input.press("ArrowDown");
  await expect(box.options.first()).toHaveAttribute("aria-selected", "true");
  await box.input.press("ArrowUp");
  await expect(box.options.last()).toHaveAttribute("aria-selected", "true");
  while ((await brand.getAttribute("aria-selected")) !== "true") await box.input.press("ArrowUp");
  await box.input.press("Enter");
  await expect(page).toHaveURL("/brands/maison-malindi");
});
