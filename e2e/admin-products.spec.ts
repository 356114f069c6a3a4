import { randomInt } from "node:crypto";
import sharp from "sharp";
import type { TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";

test("the admin adds a product in three sizes at three prices, one on sale, with an uploaded photo, and it is in the shop at once", async ({
  page,
  shopper,
}) => {
  const name = `Saffron Hour ${randomInt(10_000, 99_999)}`;
  const photo = await sharp({
    create: { width: 1200, height: 1200, channels: 3, background: "#b08d57" },
  })
    .jpeg()
    .toBuffer();
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/add");
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();

  // SPEC §5: each empty field says so; the first (the image) gets the focus.
  await page.getByRole("button", { name: "Add Product" }).click();
  for (const message of [
    "Product image is required",
    "Product name is required",
    "Quantity is required",
    "Valid price is required",
    "Description is required",
    "Category is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.locator("#product-image")).toBeFocused();

  await page.locator("#product-image").setInputFiles({
    name: "saffron.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await expect(page.getByText("Product image is required")).toBeHidden();
  await expect(page.getByRole("img", { name: "Chosen product" })).toBeVisible();
  await page.getByLabel("Product Name").fill(name);
  await expect(page.getByText("Product name is required")).toBeHidden();
  await page.getByLabel("Quantities").fill("30ml 50ml 100ml");
  await page.getByLabel("Base Price (KSh)").fill("4200");
  await page.getByLabel("Description").fill("Saffron, rose and warm amber.");
  await page.getByLabel("Category").selectOption("Loris Perfumes");
  // Once sizes are typed, each has its own fields; a blank price is the Base Price.
  await page.getByLabel("Compare-at price for 30ml", { exact: true }).fill("4000");
  await page.getByLabel("Price for 50ml", { exact: true }).fill("6,100");
  await page.getByLabel("Price for 100ml", { exact: true }).fill("8900");
  await page.getByLabel("Stock for 100ml", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText("Compare-at price must be higher than the price")).toBeVisible();
  await expect(page.getByLabel("Compare-at price for 30ml", { exact: true })).toBeFocused();
  await page.getByLabel("Compare-at price for 30ml", { exact: true }).fill("5,600");
  await page.getByRole("button", { name: "Add Product" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Add this product?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Add Product" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Product added successfully!" }),
  ).toBeVisible();
  // SPEC §4: the form resets after 2 s.
  await expect(page.getByLabel("Product Name")).toHaveValue("");

  await page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  // Its sizes differ in price: "From" the cheapest, on sale below its struck compare-at price.
  await expect(card).toContainText("From KSh 4,200");
  await expect(card.locator("del")).toHaveText("Was KSh 5,600");
  await expect(card.getByText("Sale", { exact: true })).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["30ml", "50ml", "100ml"]);
  // The sale listing has it among the newest (journeys running at once add theirs too).
  await page.goto("/all-products?sale=true");
  await expect(page.getByRole("heading", { level: 1, name: "Sale" })).toBeVisible();
  await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
  await page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  const image = card.locator("img").first();
  await expect(image).toHaveAttribute("src", /^\/media\/products\/[a-z0-9]+-800\.webp$/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

/**
 * The demo product a journey changes: its project's own, and each `--repeat-each` copy's own, so
 * copies running at once on one server never change each other's.
 */
function ownProduct(
  testInfo: TestInfo,
  products: { phone: readonly string[]; desktop: readonly string[] },
): string {
  const own = testInfo.project.name === "phone" ? products.phone : products.desktop;
  return own[testInfo.repeatEachIndex % own.length]!;
}

test("the admin edits a price inline and the shop's product page shows it", async ({
  page,
  shopper,
}, testInfo) => {
  // Each project, and each repeat of it, edits its own product: they run at once on one server.
  const product = ownProduct(testInfo, {
    phone: ["Baron Tabac", "Midnight Leather", "Kilimanjaro Frost", "Echo Blossom", "Savanna Noir"],
    desktop: ["Amber Veil", "Silk Petal", "White Tea Atelier", "Soft Signal", "Lamu Salt"],
  });
  const price = 5000 + Math.floor(Math.random() * 4000);
  await shopper.signInAsAdmin();
  await page.goto(`/admin/products/update?search=${encodeURIComponent(product)}`);
  // Its first size's row: each size has its own price and stock.
  const row = page
    .getByRole("list", { name: `Sizes of ${product}` })
    .getByRole("listitem")
    .first();
  const size = (await row.getAttribute("aria-label"))!;
  await row.getByRole("button", { name: `Edit ${size}`, exact: true }).click();
  await row.getByLabel(`Price of ${size}`, { exact: true }).fill(String(price));
  await row.getByRole("button", { name: "Save" }).click();
  const shown = `KSh ${price.toLocaleString("en-KE")}`;
  await expect(row.getByText(shown)).toBeVisible();
  // The row shows the new price at once; Edit comes back once it is saved.
  await expect(row.getByRole("button", { name: `Edit ${size}`, exact: true })).toBeEnabled();

  await page.goto(`/all-products?search=${encodeURIComponent(product)}`);
  await page
    .getByRole("article", { name: product, exact: true })
    .getByRole("link", { name: product, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: product })).toBeVisible();
  // The size's option says its new price, whichever size the page shows first.
  await expect(page.getByRole("radiogroup", { name: "Size" }).getByText(shown)).toBeVisible();
});

test("Mark Out shows in the shop as Out of Stock, and Mark In brings it back", async ({
  page,
  shopper,
}, testInfo) => {
  const product = ownProduct(testInfo, {
    phone: ["Azure Drift", "Pulse Rouge", "Sandalwood Muse", "Velvet Tone", "Noble Vetiver"],
    desktop: ["Aria Blanc", "Peony Whisper", "Nairobi Dusk", "Stone Fern", "Golden Hour"],
  });
  await shopper.signInAsAdmin();
  await page.goto(`/admin/products/update?search=${encodeURIComponent(product)}`);
  const row = page.getByRole("listitem", { name: product, exact: true });
  // Mark Out of the product marks every size out.
  await row.getByRole("button", { name: `Mark Out ${product}`, exact: true }).click();
  // The button turns at once and stays disabled until the change is saved.
  await expect(row.getByRole("button", { name: `Mark In ${product}`, exact: true })).toBeEnabled();
  await page.goto(`/all-products?search=${encodeURIComponent(product)}`);
  await expect(
    page.getByRole("article", { name: product, exact: true }).getByText("Out of Stock"),
  ).toBeVisible();

  await page.goto(`/admin/products/update?search=${encodeURIComponent(product)}`);
  await row.getByRole("button", { name: `Mark In ${product}`, exact: true }).click();
  await expect(row.getByRole("button", { name: `Mark Out ${product}`, exact: true })).toBeEnabled();
  await page.goto(`/all-products?search=${encodeURIComponent(product)}`);
  await expect(page.getByRole("article", { name: product, exact: true })).toBeVisible();
  await expect(
    page.getByRole("article", { name: product, exact: true }).getByText("Out of Stock"),
  ).toBeHidden();
});

test("All Products switches between grid and list and filters by category", async ({
  page,
  shopper,
}) => {
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/all");
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "Cologne" })
    .click();
  await expect(page).toHaveURL(/category=Cologne/);
  await expect(page.getByText("12 products")).toBeVisible();
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(
    page.getByRole("article", { name: "Riviera Citron" }).getByText("Out of Stock"),
  ).toBeVisible();
});
