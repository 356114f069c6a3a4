import { randomInt } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures";

test("the admin adds a product with an uploaded photo and it is in the shop at once", async ({
  page,
  shopper,
}) => {
  const name = `Saffron Hour ${randomInt(10_000, 99_999)}`;
  const photo = await sharp({
    create: { width: 1200, height: 1200, channels: 3, background: "#b08d57" },
  })
    .jpeg()
    .toBuffer();
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/add");
  await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();

  // SPEC §5: each empty field says so; the first (the image) gets the focus.
  await page.getByRole("button", { name: "Add Product" }).click();
  for (const message of [
    "Product image is required",
    "Product name is required",
    "Quantity is required",
    "Valid price is required",
    "Description is required",
    "Category is required",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.locator("#product-image")).toBeFocused();

  await page.locator("#product-image").setInputFiles({
    name: "saffron.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await expect(page.getByText("Product image is required")).toBeHidden();
  await expect(page.getByRole("img", { name: "Chosen product" })).toBeVisible();
  await page.getByLabel("Product Name").fill(name);
  await expect(page.getByText("Product name is required")).toBeHidden();
  await page.getByLabel("Quantities").fill("30ml 50ml");
  await page.getByLabel("Base Price (KSh)").fill("4200");
  await page.getByLabel("Description").fill("Saffron, rose and warm amber.");
  await page.getByLabel("Category").selectOption("Loris Perfumes");
  await page.getByRole("button", { name: "Add Product" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Add this product?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Add Product" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Product added successfully!" }),
  ).toBeVisible();
  // SPEC §4: the form resets after 2 s.
  await expect(page.getByLabel("Product Name")).toHaveValue("");

  await page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("KSh 4,200")).toBeVisible();
  const image = card.locator("img").first();
  await expect(image).toHaveAttribute("src", /^\/media\/products\/[a-z0-9]+-800\.webp$/);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("the admin edits a price inline and the shop's product page shows it", async ({
  page,
  shopper,
}, testInfo) => {
  // Each project edits its own product: the two run at the same time on one server.
  const product = testInfo.project.name === "phone" ? "Baron Tabac" : "Amber Veil";
  const price = 5000 + Math.floor(Math.random() * 4000);
  await shopper.signInAsAdmin();
  await page.goto(`/admin/products/update?search=${encodeURIComponent(product)}`);
  const row = page.getByRole("listitem", { name: product, exact: true });
  await row.getByRole("button", { name: `Edit ${product}`, exact: true }).click();
  await row.getByLabel(`Price of ${product}`).fill(String(price));
  await row.getByRole("button", { name: "Save" }).click();
  const shown = `KSh ${price.toLocaleString("en-KE")}`;
  await expect(row.getByText(shown)).toBeVisible();
  // The row shows the new price at once; Edit comes back once it is saved.
  await expect(row.getByRole("button", { name: `Edit ${product}`, exact: true })).toBeEnabled();

  await page.goto(`/all-products?search=${encodeURIComponent(product)}`);
  await page
    .getByRole("article", { name: product, exact: true })
    .getByRole("link", { name: product, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: product })).toBeVisible();
  await expect(page.getByText(shown).first()).toBeVisible();
});

test("Mark Out shows in the shop as Out of Stock, and Mark In brings it back", async ({
  page,
  shopper,
}, testInfo) => {
  const product = testInfo.project.name === "phone" ? "Azure Drift" : "Aria Blanc";
  await shopper.signInAsAdmin();
  await page.goto(`/admin/products/update?search=${encodeURIComponent(product)}`);
  const row = page.getByRole("listitem", { name: product, exact: true });
  await row.getByRole("button", { name: "Mark Out" }).click();
  // The button turns at once and stays disabled until the change is saved.
  await expect(row.getByRole("button", { name: "Mark In" })).toBeEnabled();
  await page.goto(`/all-products?search=${encodeURIComponent(product)}`);
  await expect(
    page.getByRole("article", { name: product, exact: true }).getByText("Out of Stock"),
  ).toBeVisible();

  await page.goto(`/admin/products/update?search=${encodeURIComponent(product)}`);
  await row.getByRole("button", { name: "Mark In" }).click();
  await expect(row.getByRole("button", { name: "Mark Out" })).toBeEnabled();
  await page.goto(`/all-products?search=${encodeURIComponent(product)}`);
  await expect(page.getByRole("article", { name: product, exact: true })).toBeVisible();
  await expect(
    page.getByRole("article", { name: product, exact: true }).getByText("Out of Stock"),
  ).toBeHidden();
});

test("All Products switches between grid and list and filters by category", async ({
  page,
  shopper,
}) => {
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/all");
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("link", { name: "Cologne" })
    .click();
  await expect(page).toHaveURL(/category=Cologne/);
  await expect(page.getByText("12 products")).toBeVisible();
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(
    page.getByRole("article", { name: "Riviera Citron" }).getByText("Out of Stock"),
  ).toBeVisible();
});
