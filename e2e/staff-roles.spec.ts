import { randomBytes } from "node:crypto";
import { orderEntry } from "./admin-orders-page";
import { expect, test } from "./fixtures";
import { addFirstFoundSize } from "./new-order";
import { linkInNewestMail } from "./outbox";
import { uniqueEmail } from "./shopper";

// Decision 072: the owner invites a sales assistant, who sells and takes money at the door but
// reaches neither Settings, Staff nor Payments, and sees no revenue.

test("the owner invites a Sales assistant, who keys in an order and records cash at the door, but gets 403 on Settings, Staff and Payments and sees no revenue", async ({
  page,
  shopper,
  newShopper,
}, testInfo) => {
  const email = uniqueEmail("sales");
  await shopper.signInAsAdmin("/admin/staff");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("radio", { name: /^Sales/ }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Invitation sent to ${email}. The link works for 3 days, once.`,
  );
  const invitations = page.getByRole("region", { name: /^Invitations/ });
  await expect(invitations.getByText(email)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("staff-page.png"), fullPage: true });

  const joinLink = /https?:\/\/[^\s"<>]+\/staff\/join\?token=[\w-]+/;
  await expect.poll(() => linkInNewestMail(email, joinLink), { timeout: 20_000 }).toBeTruthy();
  const link = new URL(linkInNewestMail(email, joinLink)!);

  const sales = await newShopper({ viewport: page.viewportSize() });
  const salesPage = sales.page;
  await salesPage.goto(`${link.pathname}${link.search}`);
  await expect(salesPage.getByText(`You are invited as Sales with ${email}.`)).toBeVisible();
  await salesPage.getByLabel("First name").fill("Neema");
  await salesPage.getByLabel("Last name").fill("Achieng");
  await salesPage.getByLabel("Phone").fill("0722 000 444");
  await salesPage.getByLabel("Password").fill("frangipani-4");
  await salesPage.getByRole("button", { name: "Join the team" }).click();
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
  await salesPage.getByRole("button", { name: "Place order" }).click();
  await expect(salesPage).toHaveURL(/\/admin\/orders\?search=LOR-\d+$/);
  const orderId = new URL(salesPage.url()).searchParams.get("search")!;
  await expect(salesPage.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  const entry = orderEntry(salesPage, orderId);
  const view = entry.getByRole("button", { name: `View order ${orderId}` });
  const details = salesPage.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
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
