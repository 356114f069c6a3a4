import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectRefused } from "./refused-field";
import { shopperPassword, uniqueEmail } from "./shopper";

const invalidPhone = "Please enter a Kenyan phone number, such as 0712 345 678";

/** Fills the checkout but for the address, with a phone one digit group short. */
async function fillCheckoutBadly(page: Page) {
  await page.getByLabel("Full name").fill("Otieno Odhiambo");
  await page.getByLabel("Email").fill("otieno@example.co.ke");
  await page.getByLabel("Phone").fill("0712 34");
  await page.getByRole("button", { name: "Place Order" }).click();
}

test("a checkout without an address and with a mistyped phone marks both and focuses the first", async ({
  page,
  shopper,
}) => {
  await shopper.addFirstProduct("Men");
  await page.goto("/checkout");
  await fillCheckoutBadly(page);
  await expect(page.getByRole("alert")).toHaveText(
    "Please fill in all required fields: Phone, Delivery address",
  );
  const phone = page.getByLabel("Phone");
  await expectRefused(phone, invalidPhone);
  await expect(phone).toBeFocused();
  const address = page.getByLabel("Delivery address or landmark");
  await expectRefused(address, "Please enter a delivery address or landmark");
  await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid");

  // Put right, the marks go with the next try.
  await phone.fill("0712 345 678");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please fill in all required fields: Delivery address",
  );
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await expect(address).toBeFocused();
});

test("a registration without a last name and with a mistyped phone marks both and focuses the first", async ({
  page,
}) => {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Achieng");
  await page.getByLabel("Email").fill(uniqueEmail("refused"));
  await page.getByLabel("Phone").fill("0712 34");
  await page.getByLabel("Password").fill(shopperPassword);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields: Last name, Phone");
  const lastName = page.getByLabel("Last name");
  await expectRefused(lastName, "Please enter your last name");
  await expect(lastName).toBeFocused();
  await expectRefused(page.getByLabel("Phone"), invalidPhone);
  await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid");
});

test("a New order without an address and with a mistyped phone marks both and focuses the first", async ({
  page,
  shopper,
}) => {
  await shopper.signInAsAdmin("/admin/orders/new");
  await page.getByRole("searchbox", { name: "Find a product by name" }).fill("Amber");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: /^Add /, disabled: false }).first().click();
  await expect(page.getByRole("table", { name: "Order lines" })).toBeVisible();
  await page.getByRole("textbox", { name: "Phone" }).fill("0712 34");
  await page.getByLabel("Full name").fill("Caller Refused");
  await page.getByRole("radio", { name: "Phone call" }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter a delivery address or landmark (or choose Walk-in): Phone, Address or landmark",
  );
  const phone = page.getByRole("textbox", { name: "Phone" });
  await expectRefused(phone, invalidPhone);
  await expect(phone).toBeFocused();
  await expectRefused(
    page.getByLabel("Address or landmark"),
    "Enter a delivery address or landmark (or choose Walk-in).",
  );
  await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid");
});

test("a login without its password marks the password and focuses it", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(uniqueEmail("login-refused"));
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please enter both email and password: Password",
  );
  const password = page.getByLabel("Password");
  await expectRefused(password, "Please enter your password");
  await expect(password).toBeFocused();
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid");
});

test("a reset asked without an e-mail marks the e-mail; a new password not confirmed marks the confirmation", async ({
  page,
}) => {
  await page.goto("/reset");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Email: Please enter your email to reset password",
  );
  const email = page.getByLabel("Email");
  await expectRefused(email, "Please enter your email to reset password");
  await expect(email).toBeFocused();

  // The form a reset link opens refuses before the link's token is read.
  await page.goto("/reset?token=never-read-link-token");
  await page.getByLabel("New password", { exact: true }).fill(shopperPassword);
  await page.getByLabel("Confirm new password").fill(`${shopperPassword}x`);
  await page.getByRole("button", { name: "Save Password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Confirm new password: New passwords don't match",
  );
  const confirm = page.getByLabel("Confirm new password");
  await expectRefused(confirm, "New passwords don't match");
  await expect(confirm).toBeFocused();
  await expect(page.getByLabel("New password", { exact: true })).not.toHaveAttribute(
    "aria-invalid",
  );
});

test("My Account refused marks the field each form refused and focuses it", async ({
  page,
  shopper,
}) => {
  const email = uniqueEmail("profile-refused");
  await shopper.register({ email });
  await page.goto("/profile");
  const lastName = page.getByLabel("Last name");
  await lastName.fill("");
  await page.getByRole("button", { name: "Save Details" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "First name, last name and email are required: Last name",
  );
  await expectRefused(lastName, "Please enter your last name");
  await expect(lastName).toBeFocused();

  // A new e-mail needs the current password: the account's check marks that field too.
  await lastName.fill("Kamau");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("profile-moved"));
  await page.getByRole("button", { name: "Save Details" }).click();
  const needsPassword = "Please enter your current password to change your email";
  await expect(page.getByRole("alert")).toHaveText(`Current password: ${needsPassword}`);
  const currentPassword = page.getByLabel("Current password (only to change your email)");
  await expectRefused(currentPassword, needsPassword);
  await expect(currentPassword).toBeFocused();
  await expect(lastName).not.toHaveAttribute("aria-invalid");

  await page.getByLabel("Current password", { exact: true }).fill(shopperPassword);
  await page.getByLabel("New password", { exact: true }).fill("changed-secret-4");
  await page.getByLabel("Confirm new password").fill("changed-secret-5");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Confirm new password: New passwords don't match",
  );
  const confirm = page.getByLabel("Confirm new password");
  await expectRefused(confirm, "New passwords don't match");
  await expect(confirm).toBeFocused();
  await expect(currentPassword).not.toHaveAttribute("aria-invalid");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's refusal of a checkout marks the same fields", async ({ page }) => {
    await page.goto("/all-products?category=Men");
    const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
    await card.getByRole("button", { name: /^Add .+ to cart$/ }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.goto("/checkout");
    await fillCheckoutBadly(page);
    await expect(page.getByRole("alert")).toHaveText(
      "Please fill in all required fields: Phone, Delivery address",
    );
    await expectRefused(page.getByLabel("Phone"), invalidPhone);
    await expectRefused(
      page.getByLabel("Delivery address or landmark"),
      "Please enter a delivery address or landmark",
    );
    await expect(page.getByLabel("Full name")).toHaveValue("Otieno Odhiambo");
  });

  test("the server's refusal of an empty login marks both fields", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Please enter both email and password: Email, Password",
    );
    await expectRefused(page.getByLabel("Email"), "Please enter your email");
    await expectRefused(page.getByLabel("Password"), "Please enter your password");
  });
});
