import { randomBytes } from "node:crypto";
import { openOrderDetails, placeStaffOrder } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { addFirstFoundSize } from "./new-order";
import { uniqueEmail } from "./shopper";
import { inviteStaff, joinTeam } from "./staff-invitation";

// Decision 072: the owner invites a sales assistant, who sells and takes money at the door but
// reaches neither Settings, Staff nor Payments, and sees no revenue.

test("the owner invites a Sales assistant, who keys in an order and records cash at the door, but gets 403 on Settings, Staff and Payments and sees no revenue", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const email = uniqueEmail("sales");
  await shopper.signInAsAdmin("/admin/staff");
  await inviteStaff(page, email, "Sales");
  const invitations = page.getByRole("region", { name: /^Invitations/ });
  await expect(invitations.getByText(email)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("staff-page.png"), fullPage: true });

  const sales = await newShopper({ viewport: page.viewportSize() });
  const salesPage = sales.page;
  await joinTeam(salesPage, email, "Sales", { firstName: "Neema", lastName: "Achieng" });
  await expect(salesPage).toHaveURL(/\/admin$/);

  // No revenue on the dashboard, and no way to what the role may not use.
  await expect(salesPage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(salesPage.getByText("Total Revenue")).toHaveCount(0);
  await expect(salesPage.getByText(/KSh [\d,]+ off|KSh [\d,]+ in the last/)).toHaveCount(0);
  await salesPage.screenshot({ path: testInfo.outputPath("sales-dashboard.png"), fullPage: true });
  const nav = salesPage.getByRole("navigation", { name: "Admin" });
  for (const hidden of ["Payments", "Settings", "Staff", "All Products"]) {
    await expect(nav.getByRole("link", { name: hidden, includeHidden: true })).toHaveCount(0);
  }

  // An order keyed in for a caller, and cash taken at the door.
  await salesPage.goto("/admin/orders");
  await addFirstFoundSize(salesPage, "Amber");
  const fullName = `Caller ${randomBytes(4).toString("hex")}`;
  await salesPage.getByRole("textbox", { name: "Phone" }).fill("0733 100 200");
  await salesPage.getByLabel("Full name").fill(fullName);
  await salesPage.getByLabel("Address or landmark").fill("Kilimani, Argwings Kodhek Road");
  await salesPage.getByRole("radio", { name: "Phone call" }).check();
  const orderId = await placeStaffOrder(salesPage);
  await expect(salesPage.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  const details = await openOrderDetails(salesPage, orderId);
  await expect(details.getByText(/^Phone call · entered by Neema Achieng/)).toBeVisible();
  await details.locator("summary", { hasText: "Record payment" }).click();
  await details.getByRole("radio", { name: "Cash" }).check();
  await details.getByRole("button", { name: "Record payment" }).click();
  await expect(details.getByTestId("payment-status")).toHaveText("Paid");
  await expect(details.getByRole("button", { name: "Mark refunded" })).toHaveCount(0);

  // Settings, Staff and Payments: refused, with the reason and nothing of the page.
  for (const path of ["/admin/settings", "/admin/staff", "/admin/payments"]) {
    const response = await salesPage.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(salesPage.getByRole("alert")).toContainText(
      "Your role does not allow this. Ask the shop's owner.",
    );
  }
  await salesPage.screenshot({ path: testInfo.outputPath("sales-refused.png") });

  // The owner sees the new member on the team.
  await page.reload();
  const team = page.getByRole("region", { name: /^The team/ });
  await expect(team.getByRole("listitem").filter({ hasText: email })).toContainText("Sales");
});
