import { randomInt } from "node:crypto";
import { confirmAddProduct, photoOf } from "./add-product";
import { expect, test } from "./fixtures";

test("staff add a product with three photos, reorder them, and the shop shows the gallery in that order with the chosen primary on its card", async ({
  page,
  shopper,
  browser,
}) => {
  const name = `Cedar Lantern ${randomInt(10_000, 99_999)}`;
  await shopper.signInAsAdmin();
  await page.goto("/admin/products/add");
  await page
    .locator("#product-image")
    .setInputFiles([
      await photoOf("bottle.jpg", "#5b3a29"),
      await photoOf("box.jpg", "#c9a66b"),
      await photoOf("label.jpg", "#7a8b6f"),
    ]);
  const photos = page.getByRole("list", { name: "Photos, the first is the primary" });
  await expect(photos.getByRole("listitem")).toHaveCount(3);
  await page.getByLabel("Alt text for photo 1").fill("The bottle");
  await page.getByLabel("Alt text for photo 2").fill("The gold box");
  await page.getByLabel("Alt text for photo 3").fill("The label");

  // Bottle, box, label → bottle, label, box → box first, the primary: box, bottle, label.
  await page.getByRole("button", { name: "Move photo 2 down" }).click();
  // The moved photo keeps the focus: at the end now, on its Move up.
  await expect(page.getByRole("button", { name: "Move photo 3 up" })).toBeFocused();
  await expect(page.getByLabel("Alt text for photo 3")).toHaveValue("The gold box");
  await page.getByRole("button", { name: "Make photo 3 primary" }).click();
  await expect(page.getByRole("listitem", { name: "Photo 1, primary" })).toBeVisible();
  await expect(page.getByLabel("Alt text for photo 1")).toHaveValue("The gold box");
  await expect(page.getByLabel("Alt text for photo 2")).toHaveValue("The bottle");

  await page.getByLabel("Product Name").fill(name);
  await page.getByLabel("Quantities").fill("50ml");
  await page.getByLabel("Base Price (KSh)").fill("6400");
  await page.getByLabel("Description").fill("Cedar, smoke and a lantern's warmth.");
  await page.getByLabel("Category").selectOption("Loris Perfumes");
  await confirmAddProduct(page);

  // The product page: the gallery in the order given, each photo with its alt text.
  await page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  const card = page.getByRole("article", { name });
  const cardImage = card.locator("img").first();
  await expect(cardImage).toHaveAttribute("src", /^\/media\/products\/[a-z0-9]+-800\.webp$/);
  const primary = await cardImage.getAttribute("src");
  const productPath = await card.locator('a[href^="/product/"]').first().getAttribute("href");
  await page.goto(productPath!);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const gallery = page.getByRole("list", { name: `Photos of ${name}` });
  const alts = gallery.getByRole("img");
  await expect(alts).toHaveCount(3);
  expect(
    await alts.evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
  ).toEqual(["The gold box", "The bottle", "The label"]);
  // The card's photo is the primary: the gallery's first, which is also the page's LCP image.
  await expect(alts.first()).toHaveAttribute("src", primary!);
  await expect(alts.first()).toHaveAttribute("fetchpriority", "high");
  await expect(alts.nth(1)).toHaveAttribute("loading", "lazy");
  // Its structured data names every photo, the primary first.
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const { image } = (structured as { "@type"?: string; image: string[] }[]).find(
    (data) => data["@type"] === "Product",
  )!;
  expect(image.map((url) => new URL(url).pathname)).toEqual([
    primary,
    await alts.nth(1).getAttribute("src"),
    await alts.nth(2).getAttribute("src"),
  ]);

  // A thumbnail shows its photo; the one in view is marked.
  const third = page.getByRole("link", { name: "Photo 3 of 3" });
  await third.click();
  await expect(third).toHaveAttribute("aria-current", "true");
  await expect(page.locator("#photo-3")).toBeInViewport({ ratio: 0.9 });
  await expect(page.locator("#photo-1")).not.toBeInViewport();

  // Without scripts the thumbnails are links to their photos all the same.
  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 915 },
  });
  const plain = await noScripts.newPage();
  await plain.goto(new URL(productPath!, page.url()).toString());
  await plain.getByRole("link", { name: "Photo 2 of 3" }).click();
  await expect(plain).toHaveURL(/#photo-2$/);
  await expect(plain.locator("#photo-2")).toBeInViewport({ ratio: 0.9 });
  await expect(plain.locator("#photo-1")).not.toBeInViewport();
  await noScripts.close();

  // Edit product: the bottle made primary and a fourth photo uploaded as it is chosen; the card
  // shows the bottle, the gallery starts with it and ends with the new photo.
  await page.goto(`/admin/products/all?search=${encodeURIComponent(name)}&view=list`);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Alt text for photo 2")).toHaveValue("The bottle");
  await page.getByRole("button", { name: "Make photo 2 primary" }).click();
  await page.locator("#product-image").setInputFiles(await photoOf("cap.jpg", "#2f2a26"));
  await page.getByLabel("Alt text for photo 4").fill("The cap");
  // Save waits, disabled, until the photo is stored.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
  await expect(page.getByLabel("Alt text for photo 1")).toHaveValue("The bottle");
  await page.goto(`/all-products?search=${encodeURIComponent(name)}`);
  const newPrimary = await card.locator("img").first().getAttribute("src");
  expect(newPrimary).not.toBe(primary);
  await page.goto(productPath!);
  await expect(gallery.getByRole("img").first()).toHaveAttribute("alt", "The bottle");
  await expect(gallery.getByRole("img").first()).toHaveAttribute("src", newPrimary!);
  await expect(gallery.getByRole("img")).toHaveCount(4);
  await expect(gallery.getByRole("img").last()).toHaveAttribute("alt", "The cap");
});
