import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { formatLongDate } from "#contracts/calendar-date.ts";
import { demoAdmin } from "./demo-admin";
import { awaitHydration, expect, test } from "./fixtures";

const password = "mango-tree-7";

/** Fills the login form on the current page and waits for its success message. */
async function submitLogin(page: Page, email: string, secret: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Login successful! Redirecting…")).toBeVisible();
}

/** Signs in as the demo admin and opens `target`. */
async function openAsAdmin(page: Page, target: string) {
  const admin = demoAdmin();
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await submitLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(target);
}

/** A new shopper registers in a browser of their own; returns that page, signed in. */
async function registerShopper(browser: Browser, firstName: string, lastName: string) {
  const page = await (await browser.newContext()).newPage();
  awaitHydration(page);
  const email = `${firstName.toLowerCase()}.${randomBytes(5).toString("hex")}@example.co.ke`;
  await page.goto("/register");
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  return { page, email };
}

/** Orders the first product in stock on the website; returns the order id. */
async function placeOrder(page: Page, fullName: string, email: string): Promise<string> {
  await page.goto("/all-products?category=Women");
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("button", { name: `Add ${name} to cart` }).click();
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  return new URL(page.url()).searchParams.get("orderId")!;
}

test("a signed-out visitor at /admin logs in and lands on the dashboard with its figures", async ({
  page,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirect=\/admin$/);
  const admin = demoAdmin();
  await submitLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText(formatLongDate(new Date()))).toBeVisible();
  const main = page.getByRole("main");
  for (const label of ["Total Revenue", "Orders", "Customers", "Products"]) {
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
  for (const heading of ["Recent Orders", "Top Selling Products", "Alerts"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/^KSh [\d,]+$/).first()).toBeVisible();
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test("a new order shows in Recent Orders without a reload", async ({ page, browser }) => {
  await openAsAdmin(page, "/admin");
  const recent = page.getByRole("region", { name: "Recent Orders" });
  const revenue = page.getByText(/^KSh [\d,]+$/).first();
  const revenueBefore = await revenue.textContent();
  const shopper = await registerShopper(browser, "Njeri", "Mwangi");
  const orderId = await placeOrder(shopper.page, "Njeri Mwangi", shopper.email);
  await expect(recent.getByText(orderId).filter({ visible: true })).toBeVisible();
  await expect(revenue).not.toHaveText(revenueBefore!);
  await expect(recent.getByText("Njeri Mwangi").filter({ visible: true }).first()).toBeVisible();
  await shopper.page.context().close();
});

test("a customer at /admin lands on home; a signed-out visitor at /admin/customers on /login", async ({
  page,
  browser,
}) => {
  const shopper = await registerShopper(browser, "Kamau", "Njoroge");
  await shopper.page.goto("/admin");
  await expect(shopper.page).toHaveURL(/\/$/);
  await expect(shopper.page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
  await shopper.page.context().close();
  await page.goto("/admin/customers");
  await expect(page).toHaveURL(/\/login\?redirect=\/admin\/customers$/);
});

test("the sidebar collapses on a desktop; on a phone the menu opens as a drawer and closes", async ({
  page,
}) => {
  await openAsAdmin(page, "/admin");
  const isPhone = page.viewportSize()!.width < 1024;
  if (isPhone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer.getByRole("link", { name: "Customers" })).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("dialog", { name: "Admin menu" })
      .getByRole("link", { name: "Customers" })
      .click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);
  } else {
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByText("Customers")).toBeVisible();
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Icons only: a narrow bar whose links keep their names for screen readers.
    const width = async () => (await sidebar.boundingBox())!.width;
    await expect.poll(width).toBeLessThan(100);
    await expect(sidebar.getByRole("link", { name: "Customers" })).toBeVisible();
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(width).toBeGreaterThan(200);
  }
});

test("the admin finds a customer and opens their details with their orders", async ({
  page,
  browser,
}) => {
  const shopper = await registerShopper(browser, "Zawadi", "Achieng");
  const orderId = await placeOrder(shopper.page, "Zawadi Achieng", shopper.email);
  await shopper.page.context().close();

  await openAsAdmin(page, "/admin/customers");
  for (const label of ["Total Customers", "New This Month", "Avg Lifetime Value"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await page.getByRole("searchbox", { name: "Search customers" }).fill(shopper.email);
  await page.getByRole("searchbox", { name: "Search customers" }).press("Enter");
  await expect(page).toHaveURL(/search=zawadi/);
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "View Zawadi Achieng" }).click();

  const dialog = page.getByRole("dialog", { name: "Zawadi Achieng" });
  await expect(dialog.getByText(shopper.email)).toBeVisible();
  await expect(dialog.getByText("0712 345 678")).toBeVisible();
  await expect(dialog.getByText(orderId)).toBeVisible();
  await expect(dialog.getByText("Pending")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/customer=/);

  await page.getByRole("link", { name: "High Value" }).click();
  await expect(page).toHaveURL(/filter=high-value/);
  await expect(page.getByRole("link", { name: "High Value" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});
