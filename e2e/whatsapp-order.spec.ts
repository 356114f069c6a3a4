import { randomBytes } from "node:crypto";
import { orderEntry, searchOrders } from "./admin-orders-page";
import { e2eWhatsappNumber } from "./e2e-port";
import { expect, test } from "./fixtures";
import { expectRefused } from "./refused-field";

test("a guest's WhatsApp order carries name, phone, area, address and notes to the chat and to the admin, awaiting chat until confirmed", async ({
  page,
  context,
  shopper: guest,
  newShopper,
}, testInfo) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  const name = await guest.addFirstProduct();
  const shopper = `Achieng ${randomBytes(3).toString("hex")}`;
  const notes = "Call at the gate, ask for Achieng";

  await page.goto("/checkout");
  await page.getByRole("radio", { name: /^Order on WhatsApp/ }).check();
  await expect(
    page.getByText(/^Optional\. What you fill in is added to your WhatsApp/),
  ).toBeVisible();
  await page.getByLabel("Full name").fill(shopper);
  await page.getByLabel("Phone").fill("0722 333 444");
  await page.getByRole("radio", { name: /^Elsewhere in Kenya/ }).check();
  await page.getByLabel("Address (optional)").fill("Oginga Odinga St 12");
  await page.getByLabel("Town (optional)").fill("Kisumu");
  await page.getByLabel("Delivery notes (optional)").fill(notes);
  const { orderId, chatUrl, text } = await guest.sendWhatsappOrder();
  expect(chatUrl).toContain(`https://wa.me/${e2eWhatsappNumber}?text=`);
  expect(text).toContain(`Order: ${orderId}`);
  expect(text).toMatch(new RegExp(`• ${name} — [^×]+ × 1 = KSh`));
  expect(text).toContain(
    [
      `Name: ${shopper}`,
      "Phone: +254722333444",
      "Delivery area: Elsewhere in Kenya",
      "Address: Oginga Odinga St 12, Kisumu",
      `Notes: ${notes}`,
    ].join("\n"),
  );

  // Staff see who to call instead of 'Guest', and that the chat is still to come.
  const staff = await newShopper({ viewport: page.viewportSize() });
  await staff.signInAsAdmin("/admin/orders");
  const admin = staff.page;
  await searchOrders(admin, orderId);
  const entry = orderEntry(admin, orderId);
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(shopper, { exact: true })).toBeVisible();
  await expect(entry.getByText("0722 333 444", { exact: true })).toBeVisible();
  await expect(entry.getByText("Guest", { exact: true })).toHaveCount(0);
  const status = entry.getByRole("combobox", { name: `Status of order ${orderId}` });
  await expect(
    status.getByRole("option", { name: "Awaiting chat", selected: true }),
  ).toBeAttached();

  const view = entry.getByRole("button", { name: `View order ${orderId}` });
  const details = admin.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  await expect(details.getByText("Elsewhere in Kenya", { exact: true })).toBeVisible();
  await expect(details.getByText("Oginga Odinga St 12, Kisumu", { exact: true })).toBeVisible();
  await expect(details.getByText(notes, { exact: true })).toBeVisible();

  // Decision 046: in the chat the customer wants two; staff change the items before confirming.
  await details.getByRole("link", { name: `Change items of order ${orderId}` }).click();
  await expect(admin.getByRole("heading", { name: "Change items", level: 1 })).toBeVisible();
  await expect(admin.getByText(`Order ${orderId} · ${shopper} · 0722 333 444`)).toBeVisible();
  const lines = admin.getByRole("table", { name: "Order lines" });
  const quantity = lines.getByRole("spinbutton", { name: /^Quantity of / });
  await expect(quantity).toHaveValue("1");
  // Decision 052: a quantity of none is refused and marked; nothing is saved. The browser's own
  // check (min 1) is turned off, as a browser without it would send it.
  await quantity.fill("0");
  await quantity.evaluate((input: HTMLInputElement) => (input.form!.noValidate = true));
  await admin.getByRole("button", { name: "Save items" }).click();
  await expect(admin.getByRole("alert")).toHaveText(
    "Enter each quantity as a whole number from 1 to 99.",
  );
  await expectRefused(quantity, "Enter each quantity as a whole number from 1 to 99.");
  await expect(quantity).toBeFocused();
  const total = admin.getByTestId("draft-total");
  const oneTotal = await total.textContent();
  await quantity.fill("2");
  await admin.getByRole("button", { name: "Update total" }).click();
  await expect(total).not.toHaveText(oneTotal!);
  await admin.screenshot({ path: testInfo.outputPath("change-items.png"), fullPage: true });
  await admin.getByRole("button", { name: "Save items" }).click();
  await expect(admin).toHaveURL((url) => url.searchParams.get("search") === orderId);
  const changed = orderEntry(admin, orderId);
  await changed.getByRole("button", { name: `View order ${orderId}` }).click();
  const items = admin.getByRole("region", { name: "Items" });
  await expect(items.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  await expect(
    admin
      .getByText(/^Items changed in the chat \(was KSh [\d,]+\): 2 × /)
      .filter({ visible: true }),
  ).toBeVisible();

  // Once staff confirm it, it reads as any confirmed order.
  await status.selectOption("confirmed");
  await expect(status).toHaveValue("confirmed");
  await expect(status.getByRole("option", { name: "Confirmed", selected: true })).toBeAttached();
  await expect(status.getByRole("option", { name: "Awaiting chat", selected: true })).toHaveCount(
    0,
  );
});
