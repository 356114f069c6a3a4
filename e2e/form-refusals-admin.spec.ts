import sharp from "sharp";
import { expect, test } from "./fixtures";
import { expectRefused } from "./refused-field";

// Decision 052 on the admin's forms: each refused field marked, the first focused.

test("an Add Product without a name and with a size's stock mistyped marks both and focuses the name", async ({
  page,
  shopper,
}) => {
  const photo = await sharp({
    create: { width: 600, height: 600, channels: 3, background: "#8a5a44" },
  })
    .png()
    .toBuffer();
  await shopper.signInAsAdmin("/admin/products/add");
  await page.locator("#product-image").setInputFiles({
    name: "refused.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await page.getByLabel("Quantities").fill("30ml 50ml");
  await page.getByLabel("Base Price (KSh)").fill("4200");
  await page.getByLabel("Stock for 50ml", { exact: true }).fill("a dozen");
  await page.getByLabel("Description").fill("Never saved: its name is missing.");
  await page.getByLabel("Category").selectOption("Loris Perfumes");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Some product details need another look: Product Name, Stock for 50ml",
  );
  const name = page.getByLabel("Product Name");
  await expectRefused(name, "Product name is required");
  await expect(name).toBeFocused();
  await expectRefused(
    page.getByLabel("Stock for 50ml", { exact: true }),
    "Stock level must be a whole number of 0 or more",
  );
  await expect(page.getByLabel("Base Price (KSh)")).not.toHaveAttribute("aria-invalid");
});

test("an inline edit with a price that is not a number marks the price and focuses it", async ({
  page,
  shopper,
}) => {
  await shopper.signInAsAdmin("/admin/products/update");
  // Nothing is saved: any product's first size will do.
  const row = page
    .getByRole("list", { name: /^Sizes of / })
    .first()
    .getByRole("listitem")
    .first();
  const size = (await row.getAttribute("aria-label"))!;
  await row.getByRole("button", { name: `Edit ${size}`, exact: true }).click();
  const price = row.getByLabel(`Price of ${size}`, { exact: true });
  await price.fill("five thousand");
  await row.getByLabel(`Stock level of ${size}`, { exact: true }).fill("3");
  await row.getByRole("button", { name: "Save" }).click();
  await expectRefused(price, "Valid price is required");
  await expect(price).toBeFocused();
  await expect(row.getByLabel(`Stock level of ${size}`, { exact: true })).not.toHaveAttribute(
    "aria-invalid",
  );
});

test("Settings refused marks each setting it cannot read and focuses the first, saving nothing", async ({
  page,
  shopper,
}) => {
  await shopper.signInAsAdmin("/admin/settings");
  const shopPhone = page.getByRole("textbox", { name: "Shop phone" });
  await shopPhone.fill("");
  const threshold = page.getByRole("textbox", { name: "Low-stock threshold" });
  await threshold.fill("1e3");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Some settings need another look: Shop phone, Low-stock threshold",
  );
  await expectRefused(shopPhone, "Enter a value.");
  await expect(shopPhone).toBeFocused();
  await expectRefused(threshold, "A whole number from 0 to 10,000, e.g. 4.");
  await expect(threshold).toHaveValue("1e3");
  await expect(page.getByRole("textbox", { name: "Nairobi", exact: true })).not.toHaveAttribute(
    "aria-invalid",
  );
});
