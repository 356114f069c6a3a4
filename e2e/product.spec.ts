import { e2eOriginPattern } from "./e2e-port";
import { expect, test } from "./fixtures";
import { textLineCount } from "./text-lines";

test("the modal's Add to Cart updates the badge and shows the notice", async ({ page }) => {
  await page.goto("/all-products?category=Men");
  const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
  const name = await card.getAttribute("aria-label");
  await card.getByRole("link", { name: `View details of ${name}` }).click();

  const dialog = page.getByRole("dialog", { name: name! });
  await expect(dialog.getByText("Available Sizes:")).toBeVisible();
  await expect(
    dialog.getByRole("group", { name: "Quantity" }).getByText("1", { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Decrease quantity" }).click({ force: true });
  await expect(
    dialog.getByRole("group", { name: "Quantity" }).getByText("1", { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await dialog.getByRole("button", { name: "Add to Cart" }).click();

  await expect(page.getByText("Added 2 item(s) to cart")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
});

test(
  "Add to Cart reads on one line in the modal and on the product page",
  { tag: "@layout" },
  async ({ page }) => {
    await page.goto("/all-products?category=Men");
    const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
    const name = (await card.getAttribute("aria-label"))!;
    await card.getByRole("link", { name: `View details of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name });
    // Its row is laid out once the quantity stepper shows (the page is live).
    await expect(dialog.getByRole("button", { name: "Increase quantity" })).toBeVisible();
    expect(await textLineCount(dialog.getByRole("button", { name: "Add to Cart" }))).toBe(1);

    await page.keyboard.press("Escape");
    await card.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("button", { name: "Increase quantity" })).toBeVisible();
    expect(await textLineCount(page.getByRole("button", { name: "Add to Cart" }))).toBe(1);
  },
);

test("a product page carries Open Graph tags and the product's details", async ({ page }) => {
  await page.goto("/all-products?category=Cologne");
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9]+\?category=Cologne$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", name);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^${e2eOriginPattern}/media/products/.+\\.webp$`),
  );
  await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute(
    "content",
    "KES",
  );
  await expect(page.getByRole("link", { name: "Back to Cologne" })).toHaveAttribute(
    "href",
    "/all-products?category=Cologne",
  );
});

test("a name reads as the catalogue spells it, short joining words included, on its card and page", async ({
  page,
}) => {
  // Decision 036: 'for' stays lower case, as in the catalogue and the WhatsApp chat.
  const name = "Mystery Perfume for Him";
  await page.goto("/all-products?category=Mystery%20Perfume");
  const card = page.getByRole("article", { name, exact: true });
  await expect(card.getByRole("link", { name, exact: true })).toBeVisible();
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} `));
});

test("a product page opens from ?pid= too", async ({ page }) => {
  await page.goto("/all-products?category=Niche");
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  const href = (await card.getByRole("link", { name, exact: true }).getAttribute("href"))!;
  const id = href.match(/\/product\/([a-z0-9]+)/)![1]!;
  await page.goto(`/product/?pid=${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible();
});

test("an unknown product says so", async ({ page }) => {
  await page.goto("/product/no-such-product");
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  await page.goto("/product/");
  await expect(page.getByRole("heading", { name: "No product ID provided" })).toBeVisible();
});

test("an unknown path shows the 404 page and Go Home returns home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle("Loris | Home");
});
