import type { Page } from "@playwright/test";

/** The shop's path of the product `name` (/product/…), as its card on a search of the listing links it. */
export async function productPathOf(page: Page, name: string): Promise<string> {
  await page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name, exact: true });
  const href = await card.locator('a[href^="/product/"]').first().getAttribute("href");
  return new URL(href!, "https://loris.example").pathname;
}
