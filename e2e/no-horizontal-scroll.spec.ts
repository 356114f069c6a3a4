import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, openShopper, test } from "./fixtures";
import { addLongNamedProduct, type LongNamedProduct } from "./long-named-product";
import { expectNoSidewaysScroll, expectOneLine } from "./page-width";
import { isTextClipped } from "./text-lines";
import { cardShareOf, uniqueEmail } from "./shopper";

// Long text wraps or truncates; no page scrolls sideways on a phone or a desktop.
const longSearch = encodeURIComponent(`Oudroyale${"ambre".repeat(120)}`.slice(0, 600));

let product: LongNamedProduct;

test.beforeAll(async ({ browser }, testInfo) => {
  const { shopper: admin, context, errors } = await openShopper(browser, cardShareOf(testInfo));
  product = await addLongNamedProduct(admin);
  await context.close();
  expect(errors, "uncaught errors in the admin's page").toEqual([]);
});

/** Opens `path`, waits until nothing on it is loading, and checks its width. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main")).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, path);
}

test(
  "the shop's pages fit the window, with a 600-character product name and search",
  { tag: "@layout" },
  async ({ page }) => {
    await visit(page, "/");
    await expect(
      page.getByRole("region", { name: "Best Sellers", exact: true }).getByRole("article", {
        name: new RegExp(product.tag, "i"),
      }),
    ).toBeVisible();
    await visit(page, `/?search=${longSearch}`);
    await visit(page, "/all-products");
    await visit(page, `/all-products?search=${longSearch}`);
    await visit(page, `/all-products?search=${product.tag}`);
    await expect(page.getByRole("article").filter({ hasText: product.tag })).toBeVisible();
    await visit(page, `/product/${encodeURIComponent(product.id)}`);
    await expect(
      page.getByRole("heading", { level: 1, name: new RegExp(product.tag, "i") }),
    ).toBeVisible();
    await visit(page, `/product/${randomBytes(6).toString("hex")}`);
    await visit(page, "/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    for (const path of ["/login", "/register", "/reset", "/load-test", "/no-such-page"]) {
      await visit(page, path);
    }
  },
);

test(
  "the product modal fits the window with a 600-character name",
  { tag: "@layout" },
  async ({ page }) => {
    await visit(page, `/all-products?search=${product.tag}`);
    const card = page.getByRole("article").filter({ hasText: product.tag });
    await card.getByRole("link", { name: /^View details of/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSidewaysScroll(page, "the product modal");
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  },
);

/**
 * Adds the long-named product from its page and waits for the server's answer: the badge counts
 * a tap at once, and a checkout opened before the server has the item shows an empty cart.
 */
async function addFromProductPage(page: Page): Promise<void> {
  await page.goto(`/product/${encodeURIComponent(product.id)}`);
  const added = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/cart") &&
      response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await added;
}

test(
  "a shopper's cart, order and account pages fit the window with a 600-character line",
  { tag: "@layout" },
  async ({ page, shopper }) => {
    test.slow(); // registers, orders and visits six pages
    const email = uniqueEmail("wide");
    await shopper.register({ email });
    await addFromProductPage(page);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await visit(page, "/checkout");
    await expect(page.getByRole("listitem", { name: new RegExp(product.tag, "i") })).toBeVisible();
    const { orderId, orderUrl } = await shopper.placeWebsiteOrder({ email });
    await visit(page, new URL(orderUrl).pathname + new URL(orderUrl).search);
    await expect(page.getByText(new RegExp(product.tag, "i")).first()).toBeVisible();
    await expectOneLine(
      page.getByText(orderId, { exact: true }),
      "the success page's order number",
    );
    await visit(page, "/orders");
    await expect(page.getByText(new RegExp(product.tag, "i")).first()).toBeVisible();
    await expectOneLine(page.getByText(orderId, { exact: true }), "My Orders' order number");
    await visit(page, "/profile");
  },
);

test(
  "the checkout's cart line shows a 600-character product name whole",
  { tag: "@layout" },
  async ({ page }) => {
    await addFromProductPage(page);
    await visit(page, "/checkout");
    const line = page.getByRole("listitem", { name: new RegExp(product.tag, "i") });
    const name = line.getByText(new RegExp(`^Maison ${product.tag}`, "i"));
    await expect(name).toBeVisible();
    expect(await isTextClipped(name), "the name is cut").toBe(false);
  },
);

test(
  "the admin's pages fit the window, with a 600-character product in them",
  { tag: "@layout" },
  async ({ newShopper, page }) => {
    test.slow(); // ten pages, each loaded in full
    // The admin's own browser, at this project's size.
    const staff = await newShopper({ viewport: page.viewportSize() });
    await staff.signInAsAdmin();
    const admin = staff.page;
    for (const path of [
      "/admin",
      "/admin/orders",
      "/admin/orders?tab=delivered",
      "/admin/products/all",
      `/admin/products/all?view=list&search=${product.tag}`,
      `/admin/products/all?search=${product.tag}`,
      "/admin/products/add",
      "/admin/products/update",
      `/admin/products/update?search=${product.tag}`,
      "/admin/customers",
    ]) {
      await visit(admin, path);
    }
  },
);
