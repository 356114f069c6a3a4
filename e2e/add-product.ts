import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";

/** A square JPEG of one colour, as a phone's camera would send a photo. */
export const photoOf = async (name: string, background: string) => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/**
 * Sends a filled Add Product form as staff do (SPEC §4 add-product flow): Add Product, the
 * confirmation's Add Product, then waits for 'Product added successfully!' (the photos uploaded
 * and the product saved).
 */
export async function confirmAddProduct(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Add Product" }).click();
  await page
    .getByRole("alertdialog", { name: "Add this product?" })
    .getByRole("button", { name: "Add Product" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Product added successfully!" }),
  ).toBeVisible();
}

/** Adds an empty size row at the end of Edit product's sizes and types its label and price. */
export async function addSize(page: Page, label: string, price: string): Promise<void> {
  await page.getByRole("button", { name: "Add a size" }).click();
  const row = page.getByRole("group", { name: "Sizes" }).getByRole("listitem").last();
  await expect(row.getByLabel("Size", { exact: true })).toBeFocused();
  await row.getByLabel("Size", { exact: true }).fill(label);
  await row.getByLabel("Price (KSh)").fill(price);
}

/**
 * Adds a product of one size, 50ml, on Add Product as staff do, with `stock` units when given
 * (0: sold out); returns once it is saved. A journey's own product, so it changes nothing other
 * journeys sharing the shop see.
 */
export async function addOneSizeProduct(
  page: Page,
  { name, description, stock }: { name: string; description: string; stock?: number },
): Promise<void> {
  await page.goto("/admin/products/add");
  await page.locator("#product-image").setInputFiles(await photoOf("scent.jpg", "#8b6f5a"));
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Quantities").fill("50ml");
  await page.getByLabel("Base Price (KSh)").fill("4500");
  await page.getByLabel("Description").fill(description);
  await page.getByLabel("Category").selectOption("Loris Perfumes");
  if (stock !== undefined) {
    await page.getByLabel("Stock for 50ml", { exact: true }).fill(String(stock));
  }
  await confirmAddProduct(page);
}
