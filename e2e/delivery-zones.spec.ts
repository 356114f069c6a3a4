import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, priceOf, test } from "./fixtures";
import { expectRefused } from "./refused-field";

// Decision 082: the shop delivers by zone and to pickup points; the demo shop's Westlands zone
// costs KSh 350 and takes 1-2 business days (server/db/seed/demo-delivery.ts).

/** Fills a website order's contact on the open checkout. */
async function fillContact(page: Page, name: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill("achieng@example.co.ke");
  await page.getByLabel("Phone").fill("0712 345 680");
}

test("a shopper in Westlands picks that zone and pays its fee; another picks Pick up at the shop and pays none @layout", async ({
  page,
  shopper,
}, testInfo) => {
  await shopper.addFirstProduct();
  await page.goto("/checkout");
  const summary = page.getByLabel("Order summary");
  const subtotal = priceOf(
    (await summary
      .getByText(/^KSh [\d,]+$/)
      .first()
      .textContent()) ?? "",
  );
  const westlands = page.getByRole("radio", { name: /^Westlands/ });
  await westlands.check();
  await expect(page.locator("label").filter({ has: westlands })).toContainText(
    "Delivery in 1-2 business days · KSh 350",
  );
  const total = `KSh ${(subtotal + 350).toLocaleString("en-KE")}`;
  await expect(page.getByTestId("order-total")).toHaveText(total);
  await fillContact(page, "Achieng Otieno");
  await page.getByLabel("Delivery address or landmark").fill("Sarit Centre, Karuna Road");
  await page.screenshot({ path: testInfo.outputPath("checkout-westlands.png"), fullPage: true });
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByText(total, { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Westlands: 1-2 business days.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("order-westlands.png"), fullPage: true });

  // Another shopper collects at the shop: no delivery fee.
  await shopper.addFirstProduct();
  await page.goto("/checkout");
  await page.getByRole("radio", { name: /Pick up at the shop/ }).check();
  await expect(summary.getByText("Free", { exact: true })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(
    `KSh ${subtotal.toLocaleString("en-KE")}`,
  );
  await fillContact(page, "Baraka Mwangi");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\?orderId=LOR-\d+$/);
  await expect(page.getByText("Pick up at the shop: ready in 1 business day.")).toBeVisible();
});

test("staff add a delivery zone in Admin → Delivery, refused first for a negative fee and an empty name, and a pickup point without directions; the zone is offered on New order", async ({
  page,
  shopper,
}, testInfo) => {
  const name = `Karen ${randomBytes(3).toString("hex")}`;
  await shopper.signInAsAdmin("/admin/delivery");
  await expect(page.getByRole("heading", { name: "Delivery", exact: true })).toBeVisible();
  const addZone = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Add Zone" }) });
  const zoneName = addZone.getByRole("textbox", { name: "Name" });
  const fee = addZone.getByRole("textbox", { name: "Fee (KSh)" });
  await fee.fill("-100");
  await addZone.getByRole("textbox", { name: "Delivery time" }).fill("1-2 business days");
  await addZone.getByRole("button", { name: "Add Zone" }).click();
  await expectRefused(fee, "Fee cannot be negative");
  await expectRefused(zoneName, "Name is required");

  await zoneName.fill(name);
  await fee.fill("450");
  await addZone.getByRole("button", { name: "Add Zone" }).click();
  await expect(page.getByRole("status")).toHaveText("Added. Shoppers see it at checkout now.");
  const listed = page.getByRole("list", { name: "Zones" }).getByRole("listitem", { name });
  await expect(listed).toContainText("Nairobi · KSh 450 · 1-2 business days");

  const addPoint = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Add Pickup Point" }) });
  await addPoint.getByRole("textbox", { name: "Name" }).fill(`Parcel desk ${name}`);
  await addPoint.getByRole("textbox", { name: "Town" }).fill("Eldoret");
  await addPoint.getByRole("textbox", { name: "Fee (KSh)" }).fill("300");
  await addPoint.getByRole("textbox", { name: "Delivery time" }).fill("2-4 business days");
  await addPoint.getByRole("button", { name: "Add Pickup Point" }).click();
  await expectRefused(
    addPoint.getByRole("textbox", { name: "Directions" }),
    "Directions are required for a pickup point: where it is and how to find it",
  );
  await page.screenshot({ path: testInfo.outputPath("admin-delivery.png"), fullPage: true });

  // Staff's New order offers the zone at its name; hidden, it is offered no more.
  await page.goto("/admin/orders/new");
  await expect(page.getByLabel("Delivery area").locator("option", { hasText: name })).toHaveCount(
    1,
  );
  await page.goto("/admin/delivery");
  await listed.getByRole("button", { name: `Hide from checkout ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Hidden from checkout. Past orders keep its name.",
  );
  await page.goto("/admin/orders/new");
  await expect(page.getByLabel("Delivery area").locator("option", { hasText: name })).toHaveCount(
    0,
  );
});
