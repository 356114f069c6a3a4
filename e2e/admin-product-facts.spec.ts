import { randomInt } from "node:crypto";
import { addSize, confirmAddProduct, photoOf } from "./add-product";
import { demoAdmin } from "./demo-admin";
import { expect, test } from "./fixtures";

test("staff add a perfume with its brand, concentration, families, notes (one new) and three photos reordered, then give it four sizes and edit it, and the shop shows each change", async ({
  page,
  shopper,
}) => {
  const tag = randomInt(10_000, 99_999);
  const name = `Fig Harbour ${tag}`;
  const newNote = `Sea fig ${tag}`;
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/add");
  await page
    .locator("#product-image")
    .setInputFiles([
      await photoOf("fig.jpg", "#7a8b6f"),
      await photoOf("box.jpg", "#c9a66b"),
      await photoOf("cap.jpg", "#2f2a26"),
    ]);
  await page.getByLabel("Alt text for photo 1").fill("The fig bottle");
  await page.getByLabel("Alt text for photo 2").fill("The box");
  await page.getByLabel("Alt text for photo 3").fill("The cap");
  // The box becomes the primary: box, fig bottle, cap.
  await page.getByRole("button", { name: "Make photo 2 primary" }).click();
  await expect(page.getByLabel("Alt text for photo 1")).toHaveValue("The box");
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Quantities").fill("50ml 100ml");
  await page.getByLabel("Base Price (KSh)").fill("5200");
  await page.getByLabel("Description").fill("Green fig on a sea breeze.");
  await page.getByLabel("Category").selectOption("Loris Perfumes");
  await page.getByLabel("Brand").selectOption({ label: "Atelier Lamu" });
  await page.getByLabel("Concentration").selectOption({ label: "Eau de Parfum" });
  await page.getByRole("checkbox", { name: "Aquatic" }).check();
  await page.getByRole("checkbox", { name: "Green" }).check();
  await page.getByLabel("Top notes").fill(`Bergamot, ${newNote}`);
  await page.getByLabel("Heart notes").fill("Fig leaf");
  await page.getByLabel("Base notes").fill("Cedar, Musk");
  await confirmAddProduct(page);

  // All Products narrowed by the shop's facets: its brand and its new note find it alone.
  await page.goto("/admin/products/all?view=list");
  await page.locator("summary", { hasText: "Filters" }).click();
  await page.getByLabel("Brand").selectOption({ label: "Atelier Lamu" });
  await page.getByLabel("Note").selectOption({ label: newNote });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.locator("summary", { hasText: "Filters (2)" })).toBeVisible();
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${name}` })).toBeVisible();

  // All Products → its Edit link: the form shows the facts as saved, each subfamily's family too.
  await page.goto(`/admin/products/all?search=${encodeURIComponent(name)}&view=list`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel("Product Name")).toHaveValue(name);
  await expect(page.getByLabel("Brand")).toHaveValue("brand-atelier-lamu");
  await expect(page.getByLabel("Concentration")).toHaveValue("edp");
  for (const family of ["Fresh", "Aquatic", "Green"]) {
    await expect(page.getByRole("checkbox", { name: family, exact: true })).toBeChecked();
  }
  await expect(page.getByRole("checkbox", { name: "Woody", exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Top notes")).toHaveValue(`Bergamot, ${newNote}`);
  await expect(page.getByLabel("Base notes")).toHaveValue("Cedar, Musk");
  const productPath = await page.getByRole("link", { name: "View in shop" }).getAttribute("href");

  await page.goto(productPath!);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Four sizes, and a new name, description and category; the shop's product page shows them.
  await page.goBack();
  await addSize(page, "10ml", "1500");
  await addSize(page, "Gift set", "9800");
  const renamed = `Fig Harbour Noir ${tag}`;
  await page.getByLabel("Product Name").fill(renamed);
  await page.getByLabel("Description").fill("Dark fig and salted cedar.");
  await page.getByLabel("Category").selectOption("Niche Perfumes");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveValue("Niche Perfumes");

  await page.goto(productPath!);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText("Dark fig and salted cedar.")).toBeVisible();
  await expect(page.getByText("Niche Perfumes").first()).toBeVisible();
  const sizes = page.getByRole("radiogroup", { name: "Size" }).getByRole("radio");
  await expect(sizes).toHaveCount(4);
  for (const [position, label] of ["50ml", "100ml", "10ml", "Gift set"].entries()) {
    await expect(sizes.nth(position)).toHaveAccessibleName(new RegExp(`^${label}, `));
  }
  const gallery = page.getByRole("list", { name: `Photos of ${renamed}` }).getByRole("img");
  await expect(gallery).toHaveCount(3);
  expect(
    await gallery.evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
  ).toEqual(["The box", "The fig bottle", "The cap"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff add a brand, rename it, delete it, and cannot delete a brand products have", async ({
    page,
  }) => {
    const admin = demoAdmin();
    const brandName = `Maison Tana ${randomInt(10_000, 99_999)}`;
    await page.goto("/login?redirect=/admin/brands");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();

    const adding = page.getByRole("region", { name: "Add a brand" });
    await adding.getByLabel("Brand name").fill(brandName);
    await adding.getByLabel("Story").fill("Perfumes from the Tana river delta.");
    await adding.getByRole("button", { name: "Add Brand" }).click();
    await expect(page.getByRole("status")).toHaveText("Brand added");
    const row = page.getByRole("listitem", { name: brandName, exact: true });
    await expect(row).toContainText("0 products");

    // Renamed, it keeps its page's address.
    const slug = await row.getByText(/^\/brands\//).textContent();
    await row.locator("summary", { hasText: "Edit" }).click();
    await row.getByLabel("Brand name").fill(`${brandName} Delta`);
    await row.getByRole("button", { name: "Save Brand" }).click();
    await expect(page.getByRole("status")).toHaveText("Brand saved");
    const renamed = page.getByRole("listitem", { name: `${brandName} Delta`, exact: true });
    await expect(renamed.getByText(/^\/brands\//)).toHaveText(slug!);

    const used = page.getByRole("listitem", { name: "Loris", exact: true });
    await used.getByRole("button", { name: "Delete Loris" }).click();
    await expect(
      page.getByRole("listitem", { name: "Loris", exact: true }).getByRole("alert"),
    ).toHaveText(/^This brand cannot be deleted: \d+ products have it$/);
    await renamed.getByRole("button", { name: `Delete ${brandName} Delta` }).click();
    await expect(page.getByRole("status")).toHaveText("Brand deleted");
    await expect(renamed).toHaveCount(0);
  });
});
