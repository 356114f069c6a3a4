import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Finds orders through Order Management's search box and waits for the list to follow. */
export async function searchOrders(page: Page, text: string) {
  await page.getByPlaceholder("Search orders by name, ID, email, phone...").fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === text);
}

/** The order row (desktop table) or card (phone) of an order, whichever shows. */
export const orderEntry = (page: Page, orderId: string) =>
  page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: orderId });
