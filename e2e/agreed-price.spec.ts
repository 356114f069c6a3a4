import { randomInt } from "node:crypto";
import { orderEntry } from "./admin-orders-page";
import { addFirstFoundSize } from "./new-order";
import { expect, priceOf, test } from "./fixtures";

// docs/decisions/070-agreed-prices.md: staff key in a chat sale at the price agreed with the
// customer, within the shop's cap (15% by default).

test("staff key in an Instagram sale at a lower agreed price with a reason; a discount past the cap is refused; the order shows what was agreed and who agreed it", async ({
  page,
  shopper,
}) => {
  const fullName = `Insta ${randomInt(10_000, 99_999)}`;
  const reason = "A regular on Instagram, third bottle";

  await shopper.signInAsAdmin("/admin/orders");
  const { label, sizeText } = await addFirstFoundSize(page, "Spiced Chai");
  // The size's button read '50ml · KSh 2,400 · 7 left': its catalogue price.
  const cataloguePrice = priceOf(sizeText.split(" · ")[1]!);
  const agreedPriceField = page.getByRole("textbox", { name: `Agreed price of ${label}` });
  await expect(agreedPriceField).toBeVisible();

  // 10% off the line and 10% off the order: 20%, past the cap.
  const agreedPrice = cataloguePrice - Math.floor(cataloguePrice / 10);
  const tooMuch = Math.floor(cataloguePrice / 10);
  const mostOff = Math.floor((cataloguePrice * 15) / 100);
  await agreedPriceField.fill(String(agreedPrice));
  await page.getByRole("textbox", { name: "Order discount (KSh)" }).fill(String(tooMuch));
  await page.getByRole("textbox", { name: "Reason for the agreed price" }).fill(reason);
  await page.getByRole("textbox", { name: "Phone" }).fill(`07${randomInt(10_000_000, 99_999_999)}`);
  await page.getByLabel("Full name").fill(fullName);
  await page.getByLabel("Address or landmark").fill("Kilimani, Argwings Kodhek Road");
  await page.getByRole("radio", { name: "Instagram" }).check();
  await page.getByRole("button", { name: "Place order" }).click();

  // Refused, naming the cap: the draft comes back as it was typed.
  await expect(page).toHaveURL((url) => url.searchParams.has("error"));
  await expect(page.getByRole("alert")).toContainText(
    `At most 15% off: KSh ${mostOff.toLocaleString("en-KE")} is the most you can take off this order.`,
  );
  await expect(agreedPriceField).toHaveValue(String(agreedPrice));
  await expect(page.getByRole("radio", { name: "Instagram" })).toBeChecked();

  await page.getByRole("textbox", { name: "Order discount (KSh)" }).fill("");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?search=LOR-\d+$/);
  const orderId = new URL(page.url()).searchParams.get("search")!;

  const view = orderEntry(page, orderId).getByRole("button", { name: `View order ${orderId}` });
  const details = page.locator(`#${await view.getAttribute("aria-controls")}`);
  await view.click();
  const source = details.getByText(/^Instagram · entered by /);
  await expect(source).toBeVisible();
  const staffName = (await source.textContent())!.replace("Instagram · entered by ", "");
  const items = details.getByRole("region", { name: "Items" });
  await expect(items.getByText(`KSh ${agreedPrice.toLocaleString("en-KE")}`).first()).toBeVisible();
  await expect(
    items.getByText(`Catalogue KSh ${cataloguePrice.toLocaleString("en-KE")}`),
  ).toBeVisible();
  const agreement = details.getByTestId("agreement");
  await expect(agreement).toContainText(`Agreed by ${staffName}, `);
  await expect(agreement).toContainText(`: ${reason}`);
  // The order's timeline says so too.
  const [agreed, catalogue] = [agreedPrice, cataloguePrice].map((ksh) =>
    ksh.toLocaleString("en-KE"),
  );
  await expect(details.getByText(/^Agreed with the customer: /)).toHaveText(
    new RegExp(`: .+ at KSh ${agreed} \\(catalogue KSh ${catalogue}\\)\\. Reason: ${reason}$`),
  );
});
