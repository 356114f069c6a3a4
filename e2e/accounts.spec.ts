import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { e2eDataDir } from "./e2e-port";
import { expect, test } from "./fixtures";

const password = "mango-tree-7";
const uniqueEmail = () => `shopper.${randomBytes(5).toString("hex")}@example.co.ke`;

/** Registers through /register and waits for the redirect home, signed in. */
async function register(page: Page, email: string) {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Wanjiru");
  await page.getByLabel("Last name").fill("Kamau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Registration successful! Redirecting…")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function logIn(page: Page, email: string, secret = password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByText("Login successful! Redirecting…")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function addFirstProduct(page: Page): Promise<string> {
  await page.goto("/all-products?category=Women");
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("button", { name: `Add ${name} to cart` }).click();
  return name;
}

/** The reset link in the newest .eml to `email` in the journeys' outbox (quoted-printable). */
function resetLinkFor(email: string): string | undefined {
  const folder = path.join(e2eDataDir, "outbox");
  if (!fs.existsSync(folder)) return undefined;
  for (const file of fs.readdirSync(folder).sort().reverse()) {
    const raw = fs.readFileSync(path.join(folder, file), "utf8");
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!text.includes(`To: ${email}`)) continue;
    return /https?:\/\/[^\s"<>]+\/reset\?token=[\w-]+/.exec(text)?.[0];
  }
  return undefined;
}

test("a shopper registers, is signed in, orders, logs out and logs in again", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText(email)).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Orders" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  await addFirstProduct(page);
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Wanjiru Kamau");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  const orderUrl = page.url();
  const orderId = new URL(orderUrl).searchParams.get("orderId")!;
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  const listed = page.getByRole("listitem", { name: `Order ${orderId}` });
  await expect(listed.getByTestId("order-status")).toHaveText("Pending");
  await listed.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added 1 item(s) to cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await logOut(page);
  await page.context().clearCookies();
  await logIn(page, email);
  await page.goto(orderUrl);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("the cart is kept per user across log-out and log-in", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email);
  const name = await addFirstProduct(page);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await logOut(page);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await logIn(page, email);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout");
  await expect(page.getByRole("listitem", { name })).toBeVisible();
});

test("a forgotten password is reset with the link from the e-mail", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email);
  await logOut(page);
  await page.goto("/reset");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Password reset email sent. Please check your inbox.")).toBeVisible();

  await expect.poll(() => resetLinkFor(email), { timeout: 20_000 }).toBeTruthy();
  await page.goto(resetLinkFor(email)!);
  await page.getByLabel("New password", { exact: true }).fill("fresh-secret-2");
  await page.getByLabel("Confirm new password").fill("fresh-secret-2");
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByText("Your password has been changed. You can log in now.")).toBeVisible();
  await logIn(page, email, "fresh-secret-2");
});

test("a wrong password gets SPEC's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password").fill("not-the-one");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
});

test("the demo admin sees Admin Dashboard in the menu", async ({ page }) => {
  const [email, secret] = fs
    .readFileSync(path.join(e2eDataDir, "admin-password.txt"), "utf8")
    .trim()
    .split("\n");
  await logIn(page, email!, secret);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await page.mouse.click(5, 400);
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("signed out, My Orders asks to log in first and comes back after", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email);
  await logOut(page);
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?redirect=\/orders$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
});

test("My Account: signed out it asks to log in; the password changes, then works at login", async ({
  page,
}) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
  const email = uniqueEmail();
  await register(page, email);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("changed-secret-3");
  await page.getByLabel("Confirm new password").fill("changed-secret-3");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await logOut(page);
  await logIn(page, email, "changed-secret-3");
});
