import { contactProofTexts } from "#contracts/contact-proof.ts";
import { expect, test } from "./fixtures";
import { linkInNewestMail } from "./outbox";
import { uniqueEmail } from "./shopper";

/** The confirmation link in the newest e-mail to `email` (decision 068). */
const confirmLinkFor = (email: string) =>
  linkInNewestMail(email, /https?:\/\/[^\s"<>]+\/confirm-email\?token=[\w-]+/);

test("a guest orders, registers with that e-mail and confirms it: My Orders lists the order and the next checkout offers its address", async ({
  page,
  shopper,
}) => {
  const email = uniqueEmail();
  const { orderId } = await shopper.orderFirstProduct({ email });
  await page.context().clearCookies();

  await page.goto("/register");
  await expect(page.getByText(contactProofTexts.registerNote)).toBeVisible();
  await shopper.register({ email });
  await page.goto("/orders");
  await expect(page.getByRole("heading", { name: "My Orders" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: `Order ${orderId}` })).toHaveCount(0);

  await page.goto("/profile");
  await expect(page.getByText(contactProofTexts.emailPending)).toBeVisible();
  await expect.poll(() => confirmLinkFor(email), { timeout: 20_000 }).toBeTruthy();
  await page.goto(confirmLinkFor(email)!);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByText(contactProofTexts.emailConfirmedNow)).toBeVisible();

  await page.getByRole("link", { name: "See My Orders" }).click();
  await expect(page.getByRole("listitem", { name: `Order ${orderId}` })).toBeVisible();

  await shopper.addFirstProduct();
  await page.goto("/checkout");
  const saved = page.getByRole("radio", { name: /^Home/ });
  await expect(saved).toBeChecked();
  await expect(page.getByText("Riverside Drive 14, Nairobi")).toBeVisible();
  await expect(page.getByLabel("Delivery address or landmark")).toHaveValue("Riverside Drive 14");
  await page.getByRole("radio", { name: /^A new address/ }).check();
  await saved.check();
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
});
