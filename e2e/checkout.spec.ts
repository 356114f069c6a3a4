import fs from "node:fs";
import path from "node:path";
import { e2eDataDir, e2eWhatsappNumber } from "./e2e-port";
import { expect, test } from "./fixtures";

function outboxFiles(): string[] {
  const folder = path.join(e2eDataDir, "outbox");
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((file) => path.join(folder, file)) : [];
}

test("a guest orders two perfumes on the website and gets the success page and an e-mail", async ({
  page,
  shopper,
}) => {
  const names = await shopper.addProducts("Women", 2);
  await page.getByRole("link", { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  for (const name of names) await expect(page.getByRole("listitem", { name })).toBeVisible();
  const total = await page.getByTestId("order-total").textContent();

  await page.getByLabel("Full name").fill("Wanjiru Kamau");
  await page.getByLabel("Email").fill("wanjiru@example.co.ke");
  await page.getByLabel("Phone").fill("0712 345 678");
  await page.getByLabel("Delivery address or landmark").fill("Riverside Drive 14");
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get("orderId")!;
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByText(total!, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);

  await expect
    .poll(() => outboxFiles().some((file) => fs.readFileSync(file, "utf8").includes(orderId)), {
      timeout: 20_000,
    })
    .toBe(true);
});

test("a guest orders over WhatsApp: the chat opens with the shop's number and the order", async ({
  page,
  shopper,
  context,
}) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  const [name] = await shopper.addProducts("Men", 1);
  await page.goto("/checkout");
  await page.getByText("Order on WhatsApp", { exact: true }).click();
  const { orderId, chatUrl, text } = await shopper.sendWhatsappOrder();
  expect(chatUrl).toContain(`https://wa.me/${e2eWhatsappNumber}?text=`);
  expect(text).toContain(`Order: ${orderId}`);
  // Each line names its size.
  expect(text).toMatch(new RegExp(`${name} — [^×]+ × 1 = KSh [\\d,]+`));
  expect(text).toMatch(/Total: KSh [\d,]+/);
  // Back from the chat: the success page stays, with its link, and does not reopen the chat.
  await page.goto(`/order-success?orderId=${orderId}&via=whatsapp`);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+&via=whatsapp$/);
  await expect(page.getByRole("link", { name: "Continue on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/${e2eWhatsappNumber}\\?text=`),
  );
});

test("a website order with missing fields shows the message and keeps the cart", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Cologne", 1);
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Otieno");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please fill in all required fields: Email, Phone, Delivery address",
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("a website order asks where to deliver, and a town outside Nairobi; a phone typed without its 0 is taken", async ({
  page,
  shopper,
}) => {
  await shopper.addProducts("Cologne", 1);
  await page.goto("/checkout");
  await page.getByLabel("Full name").fill("Otieno Odhiambo");
  await page.getByLabel("Email").fill("otieno@example.co.ke");
  await page.getByLabel("Phone").fill("712345678");
  const placeOrder = page.getByRole("button", { name: "Place Order" });
  await placeOrder.click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please fill in all required fields: Delivery address",
  );
  const address = page.getByLabel("Delivery address or landmark");
  await expect(address).toHaveAttribute("aria-required", "true");
  await address.fill("Milimani, opposite the law courts, blue gate");

  await page.getByText("Elsewhere in Kenya", { exact: true }).click();
  await placeOrder.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields: Town");
  await expect(page.getByLabel("Town (optional)")).toHaveCount(0);
  await page.getByLabel("Town").fill("Kisumu");
  await placeOrder.click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("a second browser cannot open the first one's order", async ({
  page,
  shopper,
  newShopper,
}) => {
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  await shopper.addProducts("Niche", 1);
  await page.goto("/checkout");
  await page.getByText("Order on WhatsApp", { exact: true }).click();
  const { orderId } = await shopper.sendWhatsappOrder();
  const stranger = (await newShopper()).page;
  const response = await stranger.goto(`/order-success?orderId=${orderId}`);
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Order not found" })).toBeVisible();
});

test("an empty cart leads back to shopping", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/all-products$/);
});

test("a saved cart appears at checkout without shifting the page (CLS under 0.02)", async ({
  page,
  shopper,
}) => {
  const [name] = await shopper.addProducts("Niche Perfumes", 1);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/checkout");
  await expect(page.getByText(new RegExp(`^${name} — `))).toBeVisible();
  const total = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0),
  );
  expect(total).toBeLessThan(0.02);
});
