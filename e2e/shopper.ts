import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The password of the shoppers the journeys register. */
export const shopperPassword = "mango-tree-7";

/** Registers through /register and waits for the redirect home, signed in. */
export async function registerShopper(page: Page, email: string) {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Wanjiru");
  await page.getByLabel("Last name").fill("Kamau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByLabel("Password").fill(shopperPassword);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Registration successful! Redirecting…")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

/** Adds the first in-stock women's product to the cart; returns its name. */
export async function addFirstProduct(page: Page): Promise<string> {
  await page.goto("/all-products?category=Women");
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("button", { name: `Add ${name} to cart` }).click();
  return name;
}

/** Places the cart as a website order with Wanjiru's details; returns the success page's URL. */
export async function placeWebsiteOrder(page: Page, email: string): Promise<string> {
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Wanjiru Kamau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  return page.url();
}
