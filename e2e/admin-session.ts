import type { Browser, Page, ViewportSize } from "@playwright/test";
import { demoAdmin } from "./demo-admin";
import { awaitHydration, expect } from "./fixtures";

/**
 * A browser of its own, signed in as the demo admin, on Order Management. `close` checks that
 * its pages threw no uncaught error, then closes it.
 */
export async function openOrderManagement(browser: Browser, viewport: ViewportSize | null) {
  const { email, password } = demoAdmin();
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  awaitHydration(page);
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  await page.goto("/login?redirect=/admin/orders");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("heading", { name: "Order Management" })).toBeVisible();
  return {
    page,
    async close() {
      expect(errors, "uncaught errors in the admin's page").toEqual([]);
      await context.close();
    },
  };
}

/** Finds orders through Order Management's search box and waits for the list to follow. */
export async function searchOrders(page: Page, text: string) {
  await page.getByPlaceholder("Search orders by name, ID, email, phone...").fill(text);
  await expect(page).toHaveURL((url) => url.searchParams.get("search") === text);
}

/** The row (desktop table) or card (phone) of an order, whichever shows. */
export const orderEntry = (page: Page, orderId: string) =>
  page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: orderId });
