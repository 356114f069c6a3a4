import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * From /brands, a brand listed with its product count, to its page, and on to one of its
 * perfumes: the brand's name and how many products /brands said it has.
 */
async function openBrandPerfume(page: Page) {
  await page.goto("/brands");
  await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
  const brandLink = page.getByRole("link", { name: /\d+ products?$/ }).first();
  const brand = (await brandLink.locator("span").first().textContent())!;
  const count = Number(/\d+/.exec((await brandLink.locator("span").last().textContent())!)![0]);
  await brandLink.click();
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `${count} products` })).toBeVisible();
  const grid = page.getByTestId("product-grid");
  await expect(grid.getByRole("article")).toHaveCount(Math.min(count, 18));
  const card = grid
    .getByRole("article")
    .filter({ hasText: /Perfumes/ })
    .first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { brand, name };
}

test("a product page shows its brand, concentration, notes pyramid and similar scents; its brand link lists the brand's products", async ({
  page,
}) => {
  const { brand, name } = await openBrandPerfume(page);
  await expect(page.getByRole("term").filter({ hasText: "Concentration" })).toBeVisible();
  await expect(
    page
      .getByRole("definition")
      .filter({ hasText: /^(Extrait de Parfum|Eau de \w+|Perfume oil)$/ }),
  ).toBeVisible();
  const pyramid = page.getByRole("region", { name: "The notes" });
  const layers = pyramid.getByRole("heading", { level: 3 });
  await expect(layers).toHaveText(["Top notes", "Heart notes", "Base notes"]);
  await expect(pyramid.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/all-products\?note=[a-z0-9-]+$/,
  );

  const similar = page.getByRole("region", { name: "Similar scents" });
  await expect(similar.getByRole("article").first()).toBeVisible();
  expect(await similar.getByRole("article").count()).toBeLessThanOrEqual(6);
  await expect(similar.getByRole("article", { name, exact: true })).toHaveCount(0);
  const more = page.getByRole("region", { name: `More from ${brand}` });
  await expect(more.getByRole("article").first()).toBeVisible();
  await expect(more.getByRole("article", { name, exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: brand, exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: brand })).toBeVisible();
  await expect(page.getByTestId("product-grid").getByRole("article", { name })).toBeVisible();
});

test(
  "the notes pyramid narrows to its top, and similar scents sit in even rows",
  { tag: "@layout" },
  async ({ page }) => {
    await openBrandPerfume(page);
    const layers = page
      .getByRole("region", { name: "The notes" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", { level: 3 }),
      });
    const widths = await Promise.all(
      (await layers.all()).map(async (layer) => (await layer.boundingBox())!.width),
    );
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeLessThan(widths[1]!);
    expect(widths[1]).toBeLessThan(widths[2]!);

    const cards = page.getByRole("region", { name: "Similar scents" }).getByRole("article");
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await Promise.all(
      (await cards.all()).map(async (card) => (await card.boundingBox())!),
    );
    const perRow = boxes.filter((box) => Math.abs(box.y - boxes[0]!.y) < 1).length;
    const viewport = page.viewportSize()!;
    // Two a row on a phone, all six in one row on a desktop.
    expect(perRow).toBe(Math.min(boxes.length, viewport.width < 640 ? 2 : 6));
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  },
);
