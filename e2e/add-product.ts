import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

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
