import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext, Page, ViewportSize } from "@playwright/test";
import { readCsv } from "#tests/support/csv-reader.ts";
import { expect, test, type NewShopper } from "./fixtures";
import { uniqueEmail } from "./shopper";
import { orderEntry, searchOrders } from "./admin-orders-page";

const columns = [
  "Order ID",
  "Customer",
  "Email",
  "Phone",
  "Address",
  "Items",
  "Subtotal",
  "Shipping",
  "Tax",
  "Total",
  "Date",
  "Status",
  // The payment's columns: what refunds gave back too (decision 076).
  "Payment Status",
  "Payment Method",
  "Refunded",
  // A discount code's two (decision 064).
  "Discount",
  "Discount Code",
  // Staff's agreed discount (decision 070) and a gift's wrapping (decision 071).
  "Agreed Discount",
  "Gift Wrapping",
];

/** The demo admin, in a browser of their own, on Order Management. */
async function openOrderManagement(
  newShopper: NewShopper,
  viewport: ViewportSize | null,
): Promise<Page> {
  const admin = await newShopper({ viewport });
  await admin.signInAsAdmin();
  await admin.page.goto("/admin/orders");
  await expect(admin.page.getByRole("heading", { name: "Order Management" })).toBeVisible();
  return admin.page;
}

/**
 * A guest's website order of an amber product the shop can still sell, placed as the checkout
 * page places it without scripts: the cart form, then the checkout form, its 303 followed to the
 * success page (earlier runs on the same server may have sold some out); returns its id.
 */
async function placeGuestOrder(request: APIRequestContext, fullName: string): Promise<string> {
  const suggestions = (await (await request.get("/search/suggestions?q=amber")).json()) as {
    products: { id: string }[];
  };
  for (const { id } of suggestions.products) {
    const added = await request.post("/cart", {
      form: { intent: "add", productId: id, quantity: "2" },
    });
    if (added.status() === 409) continue; // out of stock: the next amber product
    expect(added.ok()).toBe(true);
    const placed = await request.post("/checkout", {
      form: {
        idempotencyKey: `e2e_${randomBytes(12).toString("hex")}`,
        orderMethod: "website",
        deliveryArea: "nairobi",
        fullName,
        email: "guest@example.co.ke",
        phone: "0712 345 678",
        address: "Ngong Road 12",
      },
    });
    if (placed.status() === 409) {
      // Fewer than two left: the next amber product, from an empty cart.
      await request.post("/cart", { form: { intent: "clear" } });
      continue;
    }
    expect(placed.ok()).toBe(true);
    const success = new URL(placed.url());
    expect(success.pathname).toBe("/order-success");
    return success.searchParams.get("orderId")!;
  }
  throw new Error("No amber product left in stock");
}

test("the admin marks a customer's order shipped and their open My Orders shows it", async ({
  page,
  shopper,
  newShopper,
}) => {
  // The customer registers, orders and keeps My Orders open.
  const email = uniqueEmail();
  await shopper.register({ email });
  const { name, orderId } = await shopper.orderFirstProduct({ email });
  await page.goto("/orders");
  const status = page
    .getByRole("listitem", { name: `Order ${orderId}` })
    .getByTestId("order-status");
  await expect(status).toHaveText("Pending");

  // The admin, in another browser, finds the order by the customer's e-mail and ships it.
  const admin = await openOrderManagement(newShopper, page.viewportSize());
  await searchOrders(admin, email);
  const entry = orderEntry(admin, orderId);
  await expect(entry).toHaveCount(1);
  const view = entry.getByRole("button", { name: `View order ${orderId}` });
  const details = admin.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  await expect(entry.getByRole("button", { name: `Hide order ${orderId}` })).toBeVisible();
  await expect(details.getByRole("cell", { name })).toBeVisible();
  await expect(details.getByText("Free", { exact: true })).toBeVisible();
  await admin.getByRole("combobox", { name: `Status of order ${orderId}` }).selectOption("shipped");
  await expect(admin.getByRole("combobox", { name: `Status of order ${orderId}` })).toHaveValue(
    "shipped",
  );

  // The customer's page, never reloaded, follows.
  await expect(status).toHaveText("Shipped");
});

test("new orders appear live, are marked delivered in bulk and export as delivered-orders.csv", async ({
  page,
  newShopper,
}) => {
  const admin = await openOrderManagement(newShopper, page.viewportSize());
  const customer = `Bulk ${randomBytes(4).toString("hex")}`;
  await searchOrders(admin, customer);
  await expect(admin.getByText("No orders match your filters")).toBeVisible();

  // Two orders placed elsewhere appear without a reload.
  const orderIds = [
    await placeGuestOrder(page.request, customer),
    await placeGuestOrder(page.request, customer),
  ];
  for (const orderId of orderIds) await expect(orderEntry(admin, orderId)).toBeVisible();

  await admin.getByRole("checkbox", { name: "Select all orders on this page" }).check();
  await expect(admin.getByText("2 orders selected")).toBeVisible();
  await admin.getByRole("button", { name: "Mark as Delivered" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Mark 2 orders as delivered?" });
  // Decision 056: many at once are not asked whether they were paid; the question says so.
  await expect(dialog).toContainText(
    "They are not paid yet and will stay so: record a payment taken at the door from the order's details.",
  );
  await dialog.getByRole("button", { name: "Mark as Delivered" }).click();
  await expect(admin.getByText("No orders match your filters")).toBeVisible();

  // The Delivered tab keeps the search; its export holds exactly these orders.
  await admin.getByRole("link", { name: /^Delivered Orders/ }).click();
  await expect(admin).toHaveURL(/tab=delivered/);
  for (const orderId of orderIds) await expect(orderEntry(admin, orderId)).toBeVisible();
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("delivered-orders.csv");
  const [header, ...rows] = readCsv(fs.readFileSync(await download.path(), "utf8"));
  expect(header).toEqual(columns);
  expect(rows.map((row) => row[0]).sort()).toEqual([...orderIds].sort());
  for (const row of rows) {
    expect(row).toHaveLength(columns.length);
    expect(row[1]).toBe(customer);
    expect(row[3]).toBe("+254712345678");
    expect(row[11]).toBe("Delivered");
    expect(row.slice(12)).toEqual(["Unpaid", "Pay on delivery", "0", "0", "", "0", "0"]);
  }
});

test("a status change that fails shows SPEC's alert and keeps the order as it was", async ({
  page,
  newShopper,
}) => {
  const admin = await openOrderManagement(newShopper, page.viewportSize());
  const customer = `Fail ${randomBytes(4).toString("hex")}`;
  const orderId = await placeGuestOrder(page.request, customer);
  await searchOrders(admin, customer);
  // The change reaches the server for an order it does not have: nothing is changed.
  await admin.route("**/admin/orders/status.data", (route) =>
    route.continue({ postData: route.request().postData()!.replace(orderId, "LOR-0") }),
  );
  const select = admin.getByRole("combobox", { name: `Status of order ${orderId}` });
  await select.selectOption("processing");
  await expect(admin.getByText("Failed to update order status. Please try again.")).toBeVisible();
  await expect(select).toHaveValue("pending");
});

test("the admin cancels an order and sees its stock returned, then re-opens it", async ({
  page,
  newShopper,
}) => {
  const admin = await openOrderManagement(newShopper, page.viewportSize());
  const customer = `Cancel ${randomBytes(4).toString("hex")}`;
  const orderId = await placeGuestOrder(page.request, customer);
  await searchOrders(admin, customer);
  const entry = orderEntry(admin, orderId);
  const view = entry.getByRole("button", { name: `View order ${orderId}` });
  const details = admin.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  const select = admin.getByRole("combobox", { name: `Status of order ${orderId}` });
  await select.selectOption("cancelled");
  await expect(details.getByText(/^Stock returned: 2 × /)).toBeVisible();
  await select.selectOption("confirmed");
  await expect(details.getByText(/^Stock taken again: 2 × /)).toBeVisible();
});
