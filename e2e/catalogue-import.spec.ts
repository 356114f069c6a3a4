import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { storedZip } from "#tests/support/stored-zip.ts";
import { expect, test } from "./fixtures";

const columns =
  "Handle,Name,Description,Category,Gender,Best seller,Brand,Concentration,Families,Top notes,Heart notes,Base notes,Photos,Size,Price (KSh),Compare-at price (KSh),SKU,Stock";

/**
 * A staff file of 300 perfumes, one size each, named and SKU'd by this run's `tag` so that no
 * other journey's products are touched; `bad` rows (spreadsheet numbers) get a mistake each.
 */
function catalogueCsv(tag: number, bad: { price?: number; concentration?: number; sku?: number }) {
  const rows = Array.from({ length: 300 }, (_, index) => {
    const row = index + 2;
    const price = row === bad.price ? -1500 : 1500 + index;
    const concentration = row === bad.concentration ? "Eau de Vie" : "Eau de Parfum";
    const sku = row === bad.sku ? `CSV-${tag}-1` : `CSV-${tag}-${index + 1}`;
    const name = index === 6 ? `Solo Fig ${tag}` : `Csv Cedar ${tag} ${index + 1}`;
    return `csv-${tag}-${index + 1},${name},Cedar and black tea.,Loris Perfumes,unisex,no,,${concentration},Woody,Bergamot,,Cedar,,50ml,${price},,${sku},5`;
  });
  return Buffer.from([columns, ...rows].join("\r\n"));
}

async function chooseAndPreview(page: Page, csv: Buffer) {
  await page
    .getByLabel("Catalogue CSV (at most 10 MB)")
    .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: csv });
  await page.getByRole("button", { name: "Preview import" }).click();
}

/** The counts row of `label` (Products, Sizes): created, changed, unchanged. */
const counts = (page: Page, label: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label }) })
    .getByRole("cell");

test("staff import 300 perfumes: 3 bad rows are named and nothing is written; fixed, all 300 are created; again, nothing changes", async ({
  page,
  shopper,
}) => {
  const tag = randomInt(10_000, 99_999);
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/import");

  await chooseAndPreview(page, catalogueCsv(tag, { price: 12, concentration: 101, sku: 250 }));
  const problems = page.getByRole("list", { name: "Rows to fix" }).getByRole("listitem");
  await expect(problems).toHaveText([
    /^Row 12Price \(KSh\)/,
    /^Row 101Concentration: "Eau de Vie"/,
    `Row 250SKU CSV-${tag}-1 is also on row 2`,
  ]);
  await expect(page.getByRole("button", { name: "Confirm import" })).toHaveCount(0);
  await page.goto(`/admin/products/all?search=${tag}`);
  await expect(page.getByText("0 products", { exact: true })).toBeVisible();

  await page.goto("/admin/products/import");
  const fixed = catalogueCsv(tag, {});
  await chooseAndPreview(page, fixed);
  await expect(counts(page, "Products")).toHaveText(["300", "0", "0"]);
  await page.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByRole("heading", { name: "Imported" })).toBeVisible();
  await expect(counts(page, "Sizes")).toHaveText(["300", "0", "0"]);

  await chooseAndPreview(page, fixed);
  await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
  await expect(counts(page, "Products")).toHaveText(["0", "0", "300"]);
  await page.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByRole("heading", { name: "Imported" })).toBeVisible();
  await expect(counts(page, "Sizes")).toHaveText(["0", "0", "300"]);

  // One of them in the shop: found by its name in the admin, then its own page.
  const name = `Solo Fig ${tag}`;
  await page.goto(`/admin/products/all?search=${encodeURIComponent(name)}&view=list`);
  const edit = await page.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  await page.goto(`/product/${edit?.split("/")[3]}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("KSh 1,506").first()).toBeVisible();
});

test("staff import a perfume with a ZIP of 2 photos: its page shows both", async ({
  page,
  shopper,
}) => {
  const tag = randomInt(10_000, 99_999);
  const photo = (background: string) =>
    sharp({ create: { width: 300, height: 300, channels: 3, background } })
      .png()
      .toBuffer();
  const zip = storedZip([
    { name: "bottle.png", bytes: await photo("#b08d57") },
    { name: "box.png", bytes: await photo("#3b2a20") },
  ]);
  const name = `Zip Amber ${tag}`;
  const row = `zip-${tag},${name},Amber and musk.,Loris Perfumes,unisex,no,,Eau de Parfum,Amber,,,,bottle.png|box.png,50ml,2900,,ZIP-${tag},5`;
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/import");
  await page
    .getByLabel("Photos (optional ZIP, at most 100 MB)")
    .setInputFiles({ name: "photos.zip", mimeType: "application/zip", buffer: Buffer.from(zip) });
  await chooseAndPreview(page, Buffer.from([columns, row].join("\r\n")));
  await expect(page.getByText("Photos to add: 2")).toBeVisible();
  await page.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByRole("heading", { name: "Imported" })).toBeVisible();

  await page.goto(`/admin/products/all?search=${encodeURIComponent(name)}&view=list`);
  const edit = await page.getByRole("link", { name: `Edit ${name}` }).getAttribute("href");
  await page.goto(`/product/${edit?.split("/")[3]}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const thumbnails = page.getByRole("list", { name: "Choose a photo" }).getByRole("link");
  await expect(thumbnails).toHaveCount(2);
});
