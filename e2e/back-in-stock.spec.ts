import { randomInt } from "node:crypto";
import { backInStockTexts } from "#contracts/back-in-stock.ts";
import { addOneSizeProduct } from "./add-product";
import { productPathOf } from "./product-path";
import { textsTo } from "./sms-simulator";
import { expect, test } from "./fixtures";

// Decision 066: a shopper leaves a phone on a sold-out size; staff restock it; one SMS goes.

test("a shopper asks by phone to hear when a sold-out size is back; staff restock it; one SMS with the product's link", async ({
  page,
  shopper,
  newShopper,
  baseURL,
}) => {
  const name = `Amber Ember ${randomInt(10_000, 99_999)}`;
  const digits = String(randomInt(1_000_000, 9_999_999)).padStart(8, "0");
  const typedPhone = `0712 ${digits.slice(0, 3)} ${digits.slice(3, 6)}`;
  const phone = `+254712${digits.slice(0, 6)}`;
  await shopper.signInAsAdmin();
  await addOneSizeProduct(page, { name, description: "Amber, oud and smoked vanilla.", stock: 0 });

  // The shopper, on a phone, finds it sold out and leaves a number.
  const buyer = await newShopper();
  const productUrl = new URL(await productPathOf(buyer.page, name), baseURL);
  await buyer.page.goto(productUrl.pathname);
  await expect(buyer.page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(buyer.page.getByText("Out of Stock")).toBeVisible();
  await buyer.page.getByText(backInStockTexts.open).click();
  const form = buyer.page.locator("#back-in-stock");
  const contact = form.getByLabel(backInStockTexts.contact);

  // A malformed phone is refused beside the field; nothing is noted.
  await contact.fill("0712 34");
  await form.getByRole("button", { name: backInStockTexts.submit }).click();
  await expect(form.getByText(backInStockTexts.badContact)).toBeVisible();
  await expect(contact).toHaveAttribute("aria-invalid", "true");

  await contact.fill(typedPhone);
  await form.getByRole("button", { name: backInStockTexts.submit }).click();
  await expect(form.getByRole("status")).toHaveText(backInStockTexts.noted);

  // A second page of the same product, left open while staff restock.
  const stale = await newShopper();
  await stale.page.goto(productUrl.pathname);
  await stale.page.getByText(backInStockTexts.open).click();

  // Staff see one shopper waiting, and restock the size.
  await page.goto(`/admin/products/update?search=${encodeURIComponent(name)}`);
  const row = page.getByRole("listitem", { name, exact: true });
  await expect(row.getByText("1 waiting")).toBeVisible();
  await row.getByRole("button", { name: `Mark In ${name}`, exact: true }).click();
  await expect(row.getByRole("button", { name: `Mark Out ${name}`, exact: true })).toBeEnabled();

  // One SMS, to that phone, with the product's absolute link and its opt-out.
  await expect.poll(() => textsTo(phone), { timeout: 20_000 }).toHaveLength(1);
  const [sms] = await textsTo(phone);
  expect(sms).toContain(`${name} 50ml is back in stock.`);
  expect(sms).toContain(`${baseURL}${productUrl.pathname}`);
  expect(sms).toMatch(/Reply STOP to opt out$/);

  // The page left open asks for a size now in stock: refused, and it says why.
  const staleForm = stale.page.locator("#back-in-stock");
  await staleForm.getByLabel(backInStockTexts.contact).fill("0733 123 456");
  await staleForm.getByRole("button", { name: backInStockTexts.submit }).click();
  await expect(staleForm.getByRole("alert")).toHaveText(backInStockTexts.inStock);
  await page.reload();
  await expect(row.getByText(/waiting/)).toHaveCount(0);
  expect(await textsTo(phone)).toHaveLength(1);
});
