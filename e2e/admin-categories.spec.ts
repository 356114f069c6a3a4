import { randomInt } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures";

// A category of this run's own: SPEC's eight stay as other journeys expect them (decision 062).
test("staff add a category, file a product under it, rename it (the old address leads on), move it and hide it", async ({
  page,
  shopper,
}) => {
  const tag = randomInt(10_000, 99_999);
  const name = `Vetiver Vault ${tag}`;
  const renamed = `Vetiver Cellar ${tag}`;
  const productName = `Smoked Vetiver ${tag}`;
  await shopper.signInAsAdmin();

  await page.goto("/admin/categories");
  await page.getByLabel("Category name").fill(name);
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Category ${name} added` }),
  ).toBeVisible();
  await expect(page.getByRole("listitem", { name })).toContainText("0 products");
  // The same name again, in another case, is refused on its field.
  await page.getByLabel("Category name").fill(name.toUpperCase());
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByRole("alert").first()).toContainText(`Category ${name} exists already`);
  await expect(page.getByLabel("Category name")).toHaveAttribute("aria-invalid", "true");

  // The Add Product form offers it.
  const photo = await sharp({
    create: { width: 900, height: 900, channels: 3, background: "#5b4a3a" },
  })
    .jpeg()
    .toBuffer();
  await page.goto("/admin/products/add");
  await page.locator("#product-image").setInputFiles({
    name: "vetiver.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await page.getByLabel("Product Name").fill(productName);
  await page.getByLabel("Quantities").fill("50ml");
  await page.getByLabel("Base Price (KSh)").fill("4800");
  await page.getByLabel("Description").fill("Smoked vetiver root and dry cedar.");
  await page.getByLabel("Category").selectOption(name);
  await page.getByRole("button", { name: "Add Product" }).click();
  await page
    .getByRole("alertdialog", { name: "Add this product?" })
    .getByRole("button", { name: "Add Product" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Product added successfully!" }),
  ).toBeVisible();

  // Rename: the product follows, and the old address answers with the new one.
  await page.goto("/admin/categories");
  const row = page.getByRole("listitem", { name });
  await expect(row).toContainText("1 product");
  await row.getByText(`Rename ${name}`).click();
  await row.getByLabel("New name").fill(renamed);
  await row.getByRole("button", { name: "Rename" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Category renamed to ${renamed}` }),
  ).toBeVisible();
  const renamedRow = page.getByRole("listitem", { name: renamed });
  await expect(renamedRow).toContainText(`Old names leading here: ${name}`);

  const answer = await page.request.get(`/all-products?category=${encodeURIComponent(name)}`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(
    `/all-products?category=${encodeURIComponent(renamed).replaceAll("%20", "+")}`,
  );
  await page.goto(`/all-products?category=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText(productName, { exact: false }).first()).toBeVisible();

  // Move up by keyboard: the button keeps the focus in the row's new place.
  await page.goto("/admin/categories");
  const moveUp = page.getByRole("button", { name: `Move ${renamed} up` });
  await moveUp.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `${renamed} moved to place` }),
  ).toBeVisible();
  await expect(moveUp).toBeFocused();

  // Hide: it leaves the Add Product form's list; its product stays listed.
  await page.getByRole("button", { name: `Hide ${renamed}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${renamed} hidden` })).toBeVisible();
  await expect(page.getByRole("listitem", { name: renamed })).toContainText("Hidden");
  await page.goto("/admin/products/add");
  await expect(page.getByLabel("Category").locator("option", { hasText: renamed })).toHaveCount(0);
  await page.goto(`/all-products?category=${encodeURIComponent(renamed)}`);
  await expect(page.getByText(productName, { exact: false }).first()).toBeVisible();
});
