import { expect, test } from "@playwright/test";
import { asNewShoppers, isNotLiveYet, slowPage } from "./phone-profile";

// Decision 019: a shopper taps as soon as a control is painted, long before the page's scripts have
// run on a mid-range phone. Each tap must work every time: ten new shoppers per control.
const tries = 10;
const listing = "/all-products?category=Women";

test.describe.configure({ timeout: tries * 60_000 });

test("on a slow phone, Add to Cart tapped as soon as it is painted puts the product in the cart, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto(listing, { waitUntil: "commit" });
    const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
    const add = card.getByRole("button", { name: /^Add .+ to cart$/ });
    await add.waitFor(slowPage);
    const isEarly = await isNotLiveYet(page);
    await add.click();
    await expect(page.getByTestId("cart-count"), `try ${attempt}`).toHaveText("1", slowPage);
    // As a shopper would: the cart icon, not a reload that would cut an add still on its way.
    await page.getByRole("link", { name: "Cart, 1 item" }).click();
    await expect(page.getByRole("heading", { name: "Your cart (1 item)" })).toBeVisible(slowPage);
    return isEarly;
  });
});

test("on a slow phone, View details tapped as soon as it is painted shows the product's details, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto(listing, { waitUntil: "commit" });
    const card = page.getByRole("article").first();
    await card.waitFor(slowPage);
    const name = (await card.getAttribute("aria-label"))!;
    const isEarly = await isNotLiveYet(page);
    await card.getByRole("link", { name: `View details of ${name}` }).click();
    // The product's page before the page is live, the modal after: the details either way.
    await expect(page.getByRole("heading", { name }), `try ${attempt}`).toBeVisible(slowPage);
    await expect(page.getByText(/^Price includes VAT\./)).toBeVisible();
    return isEarly;
  });
});

test("on a slow phone, Share tapped as soon as it is painted offers the product's link, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ context, page }, attempt) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(listing, { waitUntil: "commit" });
    const card = page.getByRole("article").first();
    await card.waitFor(slowPage);
    const name = (await card.getAttribute("aria-label"))!;
    // Before the page is live the tap shares the link over WhatsApp; once live, the link is
    // copied (this browser has no share sheet). Whichever comes, it must come.
    const chat = context.waitForEvent("page", slowPage).then((tab) => tab.url());
    const copied = page.getByText("Link copied to clipboard!").waitFor(slowPage);
    await card.getByRole("button", { name: `Share ${name}` }).click();
    const outcome = await Promise.race([chat, copied.then(() => "copied")]);
    chat.catch(() => undefined);
    copied.catch(() => undefined);
    if (outcome === "copied") return false;
    const text = new URL(outcome).searchParams.get("text") ?? "";
    expect(text, `try ${attempt}`).toMatch(/\/product\/[\w-]+/);
    return true;
  });
});

test("on a slow phone, a product page's quantity and Add to Cart tapped as soon as painted put that many in the cart, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto(listing, { waitUntil: "commit" });
    const card = page.getByRole("article").filter({ hasNotText: "Out of Stock" }).first();
    await card.waitFor(slowPage);
    const name = (await card.getAttribute("aria-label"))!;
    await card.getByRole("link", { name: `View details of ${name}` }).click();
    // On the product's page (or in the dialog, if the listing went live first): the stepper's
    // buttons are painted only once the page is live, so no tap on them can be lost.
    const more = page.getByRole("button", { name: "Increase quantity" });
    await more.waitFor(slowPage);
    const isEarly = await isNotLiveYet(page);
    await more.click();
    await expect(page.getByRole("group", { name: "Quantity" })).toContainText("2");
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await expect(page.getByTestId("cart-count"), `try ${attempt}`).toHaveText("2", slowPage);
    return isEarly;
  });
});
