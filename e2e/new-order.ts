import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Staff on Order Management open New order (decision 043), find `search` and add its first size
 * in stock: the line's label ('Amber Veil 50ml') and the size button's text ('50ml · KSh 2,400
 * · 7 left').
 */
export async function addFirstFoundSize(
  page: Page,
  search: string,
): Promise<{ label: string; sizeText: string }> {
  await page.getByRole("link", { name: "New order" }).click();
  await expect(page.getByRole("heading", { name: "New order", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Find a product by name" }).fill(search);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  const add = page.getByRole("button", { name: /^Add /, disabled: false }).first();
  const label = (await add.getAttribute("aria-label"))!.replace(/^Add /, "");
  const sizeText = (await add.textContent())!;
  await add.click();
  await expect(page.getByRole("table", { name: "Order lines" }).getByText(label)).toBeVisible();
  return { label, sizeText };
}
