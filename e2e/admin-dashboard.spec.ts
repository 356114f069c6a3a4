import { formatLongDate } from "#contracts/calendar-date.ts";
import { demoAdmin } from "./demo-admin";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./shopper";

test("a signed-out visitor at /admin logs in and lands on the dashboard with its figures", async ({
  page,
  shopper,
}, testInfo) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirect=\/admin$/);
  const admin = demoAdmin();
  await shopper.submitLogIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText(formatLongDate(new Date()))).toBeVisible();
  const main = page.getByRole("main");
  for (const label of ["Total Revenue", "Orders", "Customers", "Products"]) {
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
  // Today, the last 7 and the last 30 days (today included), each with its sales and orders.
  const periods = main.getByRole("region", { name: "Sales by period" });
  for (const label of ["Today", "7 days", "30 days"]) {
    await expect(periods.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(periods.getByText(/^\d[\d,]* orders?$/)).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath("dashboard.png") });
  // Decision 037: what Total Revenue and Top Selling Products count.
  await expect(
    main.getByText("Website and confirmed WhatsApp orders; not those awaiting chat or cancelled."),
  ).toBeVisible();
  for (const heading of ["Recent Orders", "Top Selling Products", "Alerts"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/^KSh [\d,]+$/).first()).toBeVisible();
  await page.getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test("a new order shows in Recent Orders without a reload", async ({
  page,
  shopper,
  newShopper,
}) => {
  await shopper.signInAsAdmin("/admin");
  const recent = page.getByRole("region", { name: "Recent Orders" });
  const revenue = page.getByText(/^KSh [\d,]+$/).first();
  const revenueBefore = await revenue.textContent();
  const njeri = await newShopper();
  const email = uniqueEmail("njeri");
  await njeri.register({ email, firstName: "Njeri", lastName: "Mwangi" });
  const { orderId } = await njeri.orderFirstProduct({ email, fullName: "Njeri Mwangi" });
  await expect(recent.getByText(orderId).filter({ visible: true })).toBeVisible();
  await expect(revenue).not.toHaveText(revenueBefore!);
  await expect(recent.getByText("Njeri Mwangi").filter({ visible: true }).first()).toBeVisible();
});

test("a customer at /admin lands on home; a signed-out visitor at /admin/customers on /login", async ({
  page,
  newShopper,
}) => {
  const kamau = await newShopper();
  await kamau.register({ email: uniqueEmail("kamau"), firstName: "Kamau", lastName: "Njoroge" });
  await kamau.page.goto("/admin");
  await expect(kamau.page).toHaveURL(/\/$/);
  await expect(kamau.page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
  await page.goto("/admin/customers");
  await expect(page).toHaveURL(/\/login\?redirect=\/admin\/customers$/);
});

test(
  "the sidebar collapses on a desktop; on a phone the menu opens as a drawer and closes",
  { tag: "@layout" },
  async ({ page, shopper }) => {
    await shopper.signInAsAdmin("/admin");
    const isPhone = page.viewportSize()!.width < 1024;
    if (isPhone) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Admin menu" });
      await expect(drawer.getByRole("link", { name: "Customers" })).toBeVisible();
      await drawer.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toHaveCount(0);
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("dialog", { name: "Admin menu" })
        .getByRole("link", { name: "Customers" })
        .click();
      await expect(page).toHaveURL(/\/admin\/customers$/);
      await expect(page.getByRole("dialog", { name: "Admin menu" })).toHaveCount(0);
    } else {
      const sidebar = page.getByRole("complementary");
      await expect(sidebar.getByText("Customers")).toBeVisible();
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await expect(page.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      // Icons only: a narrow bar whose links keep their names for screen readers.
      const width = async () => (await sidebar.boundingBox())!.width;
      await expect.poll(width).toBeLessThan(100);
      await expect(sidebar.getByRole("link", { name: "Customers" })).toBeVisible();
      await page.getByRole("button", { name: "Expand sidebar" }).click();
      await expect.poll(width).toBeGreaterThan(200);
    }
  },
);

test("the admin finds a customer and opens their details with their orders", async ({
  page,
  shopper,
  newShopper,
}) => {
  const zawadi = await newShopper();
  const email = uniqueEmail("zawadi");
  await zawadi.register({ email, firstName: "Zawadi", lastName: "Achieng" });
  const { orderId } = await zawadi.orderFirstProduct({ email, fullName: "Zawadi Achieng" });

  await shopper.signInAsAdmin("/admin/customers");
  for (const label of ["Total Customers", "New This Month", "Avg Lifetime Value"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await page.getByRole("searchbox", { name: "Search customers" }).fill(email);
  await page.getByRole("searchbox", { name: "Search customers" }).press("Enter");
  await expect(page).toHaveURL(/search=zawadi/);
  await expect(page.getByText("1 customer", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "View Zawadi Achieng" }).click();

  const dialog = page.getByRole("dialog", { name: "Zawadi Achieng" });
  await expect(dialog.getByText(email)).toBeVisible();
  // Registered as 0712 345 678: stored in E.164, shown to staff as Kenyans write it.
  await expect(dialog.getByText("0712 345 678")).toBeVisible();
  await expect(dialog.getByText(orderId)).toBeVisible();
  // Every journey's shopper orders from 0712 345 678: the dialog may list other orders of that phone.
  await expect(
    dialog.getByRole("listitem").filter({ hasText: orderId }).getByText("Pending"),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/customer=/);

  await page.getByRole("link", { name: "High Value" }).click();
  await expect(page).toHaveURL(/filter=high-value/);
  await expect(page.getByRole("link", { name: "High Value" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});
