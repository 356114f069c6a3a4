import { expect, test } from "./fixtures";
import { asNewShoppers, isNotLiveYet, slowPage } from "./phone-profile";
import { uniqueEmail } from "./shopper";

// As early-taps.spec.ts (decision 019): the header's and the home banner's controls, tapped as
// soon as they are painted on a slow phone by ten new shoppers each.
const tries = 10;

test.describe.configure({ timeout: tries * 60_000 });

test("on a slow phone, the account icon tapped as soon as it is painted opens the account, every time", async ({
  browser,
  shopper,
}) => {
  await shopper.register({ email: uniqueEmail("early") });
  const storageState = await shopper.page.context().storageState();
  await asNewShoppers(
    browser,
    tries,
    async ({ page }, attempt) => {
      await page.goto("/", { waitUntil: "commit" });
      const icon = page.getByRole("banner").getByLabel("Account menu");
      await icon.waitFor(slowPage);
      const isEarly = await isNotLiveYet(page);
      await icon.click();
      // Before the page is live the icon is a link to My Account; once live it opens the menu.
      const menu = page.getByRole("menuitem", { name: "My Orders" });
      const account = page.getByRole("heading", { level: 1, name: "My Account" });
      await expect(menu.or(account), `try ${attempt}`).toBeVisible(slowPage);
      return isEarly;
    },
    { storageState },
  );
});

test("on a slow phone, a search typed as soon as the box is painted shows its results, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto("/all-products", { waitUntil: "commit" });
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.waitFor(slowPage);
    const isEarly = await isNotLiveYet(page);
    await box.pressSequentially("oud");
    await box.press("Enter");
    // A plain GET form before the page is live, the app's navigation after: the same results.
    const results = page.getByRole("region", { name: "Results for “oud”" });
    await expect(results.getByRole("article").first(), `try ${attempt}`).toBeVisible(slowPage);
    await expect(page).toHaveURL(/\/\?search=oud$/);
    await expect(box).toHaveValue("oud");
    return isEarly;
  });
});

test("on a slow phone, the banner's Next slide tapped as soon as it is painted shows slide 2, every time", async ({
  browser,
}) => {
  await asNewShoppers(browser, tries, async ({ page }, attempt) => {
    await page.goto("/", { waitUntil: "commit" });
    const carousel = page.getByRole("region", { name: "Featured collections" });
    const next = carousel.getByRole("button", { name: "Next slide" });
    // The arrows are painted only once the page is live, so no tap on them can be lost.
    await next.waitFor(slowPage);
    const isEarly = await isNotLiveYet(page);
    await next.click();
    await expect(carousel.getByText("2 / 10"), `try ${attempt}`).toBeVisible(slowPage);
    await expect(carousel.getByRole("group", { name: "2 of 10" })).toBeInViewport(slowPage);
    return isEarly;
  });
});
