import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { productNameMaxLength } from "#contracts/product-name.ts";
import { confirmAddProduct } from "./add-product";
import { expect } from "./fixtures";
import type { Shopper } from "./shopper";

/** A product whose name is as long as the shop takes: one word to find it by, then no space. */
export interface LongNamedProduct {
  /** The unique word at the start of the name, e.g. 'Lrs3f2a9c'. */
  tag: string;
  name: string;
  id: string;
}

/**
 * Adds, as the demo admin does through Add Product, an in-stock best seller whose name is 600
 * characters (most of it one unbroken word, the hardest case for a layout); returns it with the
 * id its product page shows.
 */
export async function addLongNamedProduct(admin: Shopper): Promise<LongNamedProduct> {
  const tag = `Lrs${randomBytes(4).toString("hex")}`;
  const name = `Maison ${tag} ${"Ambreoudnoirsafranvelours".repeat(30)}`.slice(
    0,
    productNameMaxLength,
  );
  const { page } = admin;
  await admin.signInAsAdmin("/admin/products/add");
  const photo = await sharp({
    create: { width: 800, height: 800, channels: 3, background: "#8a6a4f" },
  })
    .jpeg()
    .toBuffer();
  await page.locator("#product-image").setInputFiles({
    name: "long.jpg",
    mimeType: "image/jpeg",
    buffer: photo,
  });
  await expect(page.getByRole("img", { name: "Chosen product" })).toBeVisible();
  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Quantities").fill("30ml 50ml 100ml");
  await page.getByLabel("Base Price (KSh)").fill("12500");
  await page.getByLabel("Description").fill(`Saffron, oud and ${"velvet".repeat(60)} amber.`);
  await page.getByLabel("Category").selectOption("Others");
  await page.getByRole("checkbox", { name: "Best Seller" }).check();
  await confirmAddProduct(page);

  await page.goto(`/all-products?search=${tag}`);
  await page
    .getByRole("article")
    .filter({ hasText: tag })
    .getByRole("heading", { level: 3 })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/product\/[^/?]+/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
  return { tag, name, id };
}
