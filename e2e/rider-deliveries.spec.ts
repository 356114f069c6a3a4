import { randomBytes } from "node:crypto";
import { openOrderDetails, orderEntry, placeStaffOrder, searchOrders } from "./admin-orders-page";
import { expect, priceOf, test } from "./fixtures";
import { addFirstFoundSize } from "./new-order";
import { uniqueEmail } from "./shopper";
import { inviteStaff, joinTeam } from "./staff-invitation";

// Decision 075: the owner invites a rider and assigns them an order; the rider, on a phone,
// finds it on My deliveries, collects the balance in cash and marks the order delivered.

/** A surname no other run of this journey has: the Rider choice lists riders by name. */
function uniqueSurname(): string {
  const letters = [...randomBytes(5)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  return `Otieno-${letters.join("")}`;
}

test("an owner assigns an order to a rider, who collects the balance in cash and marks it delivered", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const email = uniqueEmail("rider");
  const riderName = `Baraka ${uniqueSurname()}`;
  const [firstName, lastName] = riderName.split(" ") as [string, string];
  await shopper.signInAsAdmin("/admin/staff");
  await inviteStaff(page, email, "Rider");

  const rider = await newShopper({ viewport: page.viewportSize() });
  const riderPage = rider.page;
  await joinTeam(riderPage, email, "Rider", { firstName, lastName });
  await expect(riderPage).toHaveURL(/\/admin\/deliveries$/);
  await expect(riderPage.getByRole("heading", { name: "My deliveries", level: 1 })).toBeVisible();
  await expect(riderPage.getByText("No deliveries assigned to you.")).toBeVisible();

  // The owner keys in an order for a caller and gives it to the rider.
  await page.goto("/admin/orders");
  const { label } = await addFirstFoundSize(page, "Amber");
  const orderName = `Achieng ${randomBytes(4).toString("hex")}`;
  await page.getByRole("textbox", { name: "Phone" }).fill("0712 345 678");
  await page.getByLabel("Full name").fill(orderName);
  await page.getByLabel("Address or landmark").fill("Kindaruma Road, blue gate by Yaya Centre");
  await page.getByRole("radio", { name: "Phone call" }).check();
  const orderId = await placeStaffOrder(page);
  const details = await openOrderDetails(page, orderId);
  await details
    .getByRole("combobox", { name: `Rider of order ${orderId}` })
    .selectOption({ label: riderName });
  await details.getByRole("button", { name: `Save the rider of order ${orderId}` }).click();
  await expect(details.getByText("Delivery saved.")).toBeVisible();
  await expect(
    details
      .getByRole("list", { name: "Payment history" })
      .getByText(`Assigned to rider ${riderName}`),
  ).toBeVisible();

  // The rider finds whom to call, where to go, what to hand over and what to collect.
  await riderPage.reload();
  const card = riderPage.getByRole("article", { name: orderName });
  await expect(card.getByText(`Order ${orderId}`)).toBeVisible();
  await expect(card.getByRole("link", { name: "0712 345 678" })).toHaveAttribute(
    "href",
    "tel:+254712345678",
  );
  await expect(card.getByText(/Kindaruma Road, blue gate by Yaya Centre/)).toBeVisible();
  await expect(card.getByText(`1 × ${label.replace(/ (\S+)$/, " — $1")}`)).toBeVisible();
  const collect = card.getByText(/^Collect KSh [\d,]+$/);
  await expect(collect).toBeVisible();
  const balance = priceOf((await collect.textContent())!);
  await riderPage.screenshot({ path: testInfo.outputPath("my-deliveries.png"), fullPage: true });

  await card.locator("summary", { hasText: "Record payment" }).click();
  await expect(card.getByRole("radio", { name: "Cash" })).toBeChecked();
  await expect(card.getByLabel("Amount (KSh)")).toHaveValue(String(balance));
  await card.getByRole("button", { name: "Record payment" }).click();
  await expect(riderPage.getByText(`Payment recorded for order ${orderId}.`)).toBeVisible();
  await expect(card.getByText("Paid — nothing to collect")).toBeVisible();

  await card.getByRole("button", { name: `Mark order ${orderId} delivered` }).click();
  await expect(riderPage.getByText(`Order ${orderId} marked delivered.`)).toBeVisible();
  await expect(riderPage.getByText("No deliveries assigned to you.")).toBeVisible();

  // The owner sees it Delivered and Paid.
  await page.goto("/admin/orders?tab=delivered");
  await searchOrders(page, orderName);
  const delivered = orderEntry(page, orderId);
  await expect(delivered.getByText("Delivered", { exact: true })).toBeVisible();
  await expect(delivered.getByText("Paid", { exact: true })).toBeVisible();
});
