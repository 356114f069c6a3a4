import { randomInt } from "node:crypto";
import { backInStockTexts } from "#contracts/back-in-stock.ts";
import { addOneSizeProduct } from "./add-product";
import { productPathOf } from "./product-path";
import { textsTo } from "./sms-simulator";
import { expect, test } from "./fixtures";

// Decision 073: staff receive stock and take a count on a product's stock page; each change is
// a movement in its history, with who and when, and a receipt is a restock like any other.

const nairobiTime = /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/;

test("staff receive a sold-out size, the waiting shopper hears, a stock take records a loss; the history tells who and when", async ({
  page,
  shopper,
  newShopper,
}) => {
  const name = `Vetiver Noir ${randomInt(10_000, 99_999)}`;
  await shopper.signInAsAdmin();
  await addOneSizeProduct(page, { name, description: "Vetiver and smoke.", stock: 1 });
  const digits = String(randomInt(1_000_000, 9_999_999)).padStart(8, "0");
  const phone = `+254712${digits.slice(0, 6)}`;

  // A shopper buys the last bottle.
  const buyer = await newShopper();
  const productPath = await productPathOf(buyer.page, name);
  await buyer.page.goto(productPath);
  const added = buyer.page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/cart") &&
      response.request().method() === "POST",
  );
  await buyer.page.getByRole("button", { name: "Add to Cart" }).click();
  await added;
  const { orderId } = await buyer.placeWebsiteOrder({ email: `vetiver-${digits}@example.co.ke` });

  // Another finds it sold out and leaves a phone number.
  const waiting = await newShopper();
  await waiting.page.goto(productPath);
  await expect(waiting.page.getByText("Out of Stock")).toBeVisible();
  await waiting.page.getByText(backInStockTexts.open).click();
  const form = waiting.page.locator("#back-in-stock");
  await form
    .getByLabel(backInStockTexts.contact)
    .fill(`0712 ${digits.slice(0, 3)} ${digits.slice(3, 6)}`);
  await form.getByRole("button", { name: backInStockTexts.submit }).click();
  await expect(form.getByRole("status")).toHaveText(backInStockTexts.noted);

  // Staff open the product's stock page from Update Products and receive six bottles.
  await page.goto(`/admin/products/update?search=${encodeURIComponent(name)}`);
  await page
    .getByRole("listitem", { name, exact: true })
    .getByRole("link", { name: `Stock ${name}`, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  const receive = page.getByRole("region", { name: "Receive stock" });
  await expect(receive.getByText("Sold out")).toBeVisible();
  await receive.getByLabel("Units received (50ml)").fill("6");
  await receive.getByLabel("Unit cost (KSh, optional) (50ml)").fill("1500");
  await receive.getByLabel("Supplier note or reference").fill("Invoice 77");
  await receive.getByRole("button", { name: "Receive Stock" }).click();
  await expect(page.getByRole("status")).toHaveText("Received 6 units");
  await expect(receive.getByText("6 in stock")).toBeVisible();

  // The shop sells it again, and the shopper who asked gets one SMS.
  await waiting.page.reload();
  await expect(waiting.page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  await expect(waiting.page.getByText("Out of Stock")).toHaveCount(0);
  await expect.poll(() => textsTo(phone), { timeout: 20_000 }).toHaveLength(1);
  expect((await textsTo(phone))[0]).toContain(`${name} 50ml is back in stock.`);

  // A count finds five: the missing bottle was broken.
  const count = page.getByRole("region", { name: "Stock take" });
  await count.getByLabel("Units counted (50ml)").fill("5");
  await count.getByLabel("Units short were damaged or lost").check();
  await count.getByRole("button", { name: "Save Stock Take" }).click();
  await expect(page.getByRole("status")).toHaveText("Stock take saved: 1 size changed");

  // The history, newest first: the loss, the receipt, the sale, the opening level.
  const rows = page.getByRole("region", { name: "History" }).getByRole("row");
  await expect(rows).toHaveCount(5);
  const cells = async (index: number) => rows.nth(index).getByRole("cell").allTextContents();
  const [when, ...rest] = await cells(1);
  expect(when).toMatch(nairobiTime);
  expect(rest).toEqual(["50ml", "Damaged or lost", "−1", "5", "Loris Admin", "—"]);
  expect((await cells(2)).slice(1)).toEqual([
    "50ml",
    "Received",
    "+6",
    "6",
    "Loris Admin",
    "Invoice 77 · KSh 1,500 each",
  ]);
  expect((await cells(3)).slice(1)).toEqual(["50ml", "Sold", "−1", "0", "Shop", orderId]);
  expect((await cells(4)).slice(1)).toEqual([
    "50ml",
    "Correction",
    "+1",
    "1",
    "Loris Admin",
    "Opening level",
  ]);
});
