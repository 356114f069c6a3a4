import { expect, test } from "./fixtures";
import { demoAdmin } from "./demo-admin";
import { linkInNewestMail } from "./outbox";
import { shopperPassword, uniqueEmail } from "./shopper";

/** The reset link in the newest reset e-mail to `email` (quoted-printable). */
const resetLinkFor = (email: string) =>
  linkInNewestMail(email, /https?:\/\/[^\s"<>]+\/reset\?token=[\w-]+/);

test("a shopper registers, is signed in, orders, logs out and logs in again", async ({
  page,
  shopper,
}) => {
  const email = uniqueEmail();
  await shopper.register({ email });
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu").getByText(email)).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Account" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "My Orders" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

  const { orderId, orderUrl } = await shopper.orderFirstProduct({ email });
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My Orders" }).click();
  const listed = page.getByRole("listitem", { name: `Order ${orderId}` });
  await expect(listed.getByTestId("order-status")).toHaveText("Pending");
  await listed.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added 1 item(s) to cart")).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await shopper.logOut();
  await page.context().clearCookies();
  await shopper.logIn(email);
  await page.goto(orderUrl);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("My Orders shows a status change made by the admin without a reload", async ({
  page,
  shopper,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail();
  await shopper.register({ email });
  const { orderId } = await shopper.orderFirstProduct({ email });
  await page.goto("/orders");
  const listed = page.getByRole("listitem", { name: `Order ${orderId}` });
  await expect(listed.getByTestId("order-status")).toHaveText("Pending");
  let reloaded = false;
  page.on("framenavigated", (frame) => (reloaded ||= frame === page.mainFrame()));

  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
  });
  await admin.post("/api/auth/sign-in/email", { data: demoAdmin() });
  const changed = await admin.post("/admin/orders/status", {
    form: { orderId, status: "shipped" },
  });
  expect(await changed.json()).toEqual({ updated: [orderId], missing: [], refused: [] });
  await expect(listed.getByTestId("order-status")).toHaveText("Shipped");
  expect(reloaded).toBe(false);
  await admin.dispose();
});

test("the cart is kept per user across log-out and log-in", async ({ page, shopper }) => {
  const email = uniqueEmail();
  await shopper.register({ email });
  const name = await shopper.addFirstProduct();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await shopper.logOut();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await shopper.logIn(email);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.goto("/checkout");
  await expect(page.getByRole("listitem", { name })).toBeVisible();
});

test("a forgotten password is reset with the link from the e-mail", async ({ page, shopper }) => {
  const email = uniqueEmail();
  await shopper.register({ email });
  await shopper.logOut();
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
  await shopper.logIn(email, "fresh-secret-2");
});

test("a wrong password gets SPEC's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password").fill("not-the-one");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
});

test("the demo admin logs in at /login and lands on the dashboard, with Admin Dashboard in the shop's menu", async ({
  page,
  shopper,
}) => {
  await shopper.signInAsAdmin();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Admin Dashboard" })).toHaveAttribute(
    "href",
    "/admin",
  );
  await page.mouse.click(5, 400);
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("signed out, My Orders asks to log in first and comes back after", async ({
  page,
  shopper,
}) => {
  const email = uniqueEmail();
  await shopper.register({ email });
  await shopper.logOut();
  await page.goto("/orders");
  await expect(page).toHaveURL(/\/login\?redirect=\/orders$/);
  await shopper.submitLogIn(email);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
});

test("My Account: signed out it asks to log in; the password changes, then works at login", async ({
  page,
  shopper,
}) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
  const email = uniqueEmail();
  await shopper.register({ email });
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "My Account" }).click();
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await page.getByLabel("Current password", { exact: true }).fill(shopperPassword);
  await page.getByLabel("New password", { exact: true }).fill("changed-secret-3");
  await page.getByLabel("Confirm new password").fill("changed-secret-3");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await shopper.logOut();
  await shopper.logIn(email, "changed-secret-3");
});
