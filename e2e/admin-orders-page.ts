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

/**
 * Staff on Order Management with New order filled in press Place order; returns the new
 * order's number, which the list then searches for.
 */
export async function placeStaffOrder(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?search=LOR-\d+$/);
  return new URL(page.url()).searchParams.get("search")!;
}

/** Opens an order's details from its entry in the list; returns the details' region. */
export async function openOrderDetails(page: Page, orderId: string) {
  const view = orderEntry(page, orderId).getByRole("button", { name: `View order ${orderId}` });
  const details = page.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  return details;
}
