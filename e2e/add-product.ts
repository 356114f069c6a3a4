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
