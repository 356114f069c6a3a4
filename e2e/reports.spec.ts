import type { Page } from "@playwright/test";
import { addFirstFoundSize } from "./new-order";
import { expect, priceOf, test } from "./fixtures";

// Decisions 078 and 080: the owner reads this week's sales by channel and by product, compared
// with the week before, and downloads them as CSV.

/** The Instagram row of this week's report: its orders and sales (KSh). */
async function instagramThisWeek(page: Page) {
  await page.goto("/admin/reports?period=this_week");
  const row = page.getByRole("table", { name: "Sales by channel" }).getByRole("row", {
    name: /^Instagram/,
  });
  const cells = await row.getByRole("cell").allTextContents();
  return { orders: Number(cells[0]), sales: priceOf(cells[1] ?? "") };
}

/** The rows of the CSV the link named `name` downloads, split at commas. */
async function downloadedRows(page: Page, name: string, fileName: RegExp) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(fileName);
  const csv = await (await file.createReadStream()).toArray();
  return Buffer.concat(csv)
    .toString("utf8")
    .split("\r\n")
    .map((row) => row.split(","));
}

test("@layout the owner opens Reports for this week: an Instagram sale keyed in shows under its channel and its product, and the CSVs say the same", async ({
  page,
  shopper,
}, testInfo) => {
  await shopper.signInAsAdmin("/admin/reports");
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const before = await instagramThisWeek(page);

  await page.goto("/admin/orders");
  const added = await addFirstFoundSize(page, "Amber");
  await page.getByRole("textbox", { name: "Phone" }).fill("0733 100 200");
  await page.getByLabel("Full name").fill("Zawadi Instagram");
  await page.getByLabel("Address or landmark").fill("Kilimani, Argwings Kodhek Rd");
  await page.getByRole("radio", { name: "Instagram" }).check();
  const total = priceOf((await page.getByTestId("draft-total").textContent()) ?? "");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?search=LOR-\d+$/);

  const after = await instagramThisWeek(page);
  // Other journeys may sell on Instagram at the same time: at least this sale more.
  expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
  expect(after.sales).toBeGreaterThanOrEqual(before.sales + total);
  await expect(page.getByText(/^Compared with /)).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Sales by product" }).getByRole("row").nth(1),
  ).toBeVisible();
  // The sale is the signed-in owner's, keyed in: a staff row with at least this sale.
  const staffRows = page
    .getByRole("table", { name: "Sales by staff member" })
    .getByRole("row")
    .filter({ hasNot: page.getByText("Placed by shoppers") });
  await expect(staffRows.nth(1)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("reports.png"), fullPage: true });

  const channels = await downloadedRows(
    page,
    "Download CSV by channel",
    /^sales-by-channel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const instagram = channels.find((row) => row[0] === "Instagram")!;
  expect(Number(instagram[1])).toBeGreaterThanOrEqual(after.orders);
  expect(Number(instagram[2])).toBeGreaterThanOrEqual(after.sales);

  // The bottle sold is under its product and size in the product CSV, which lists every one.
  const products = await downloadedRows(
    page,
    "Download CSV by product and size",
    /^sales-by-product-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const sold = products.find((row) => `${row[0]} ${row[1]}` === added.label);
  expect(Number(sold?.[2])).toBeGreaterThanOrEqual(1);

  // A range that ends before it starts is refused, naming why.
  await page.goto("/admin/reports?period=range&from=2026-11-08&to=2026-11-02");
  await expect(page.getByRole("alert")).toHaveText(
    "The end date is before the start date: choose an end on or after the start.",
  );
});
