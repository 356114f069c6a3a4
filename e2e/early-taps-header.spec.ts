import { expect } from "@playwright/test";
import { expectNotLiveYet, test } from "./phone-profile";
import { uniqueEmail } from "./shopper";

// The header's and the home banner's controls, used before the page is live on a phone whose
// scripts are held back (decision 019: each answers such a tap, or is not shown until live).

test("on a phone, the account icon tapped before the page is live opens My Account", async ({
  shopper,
  phone: { context, page, releaseAppScripts },
}) => {
  await shopper.register({ email: uniqueEmail("early") });
  await context.addCookies(await shopper.page.context().cookies());
  await page.goto("/", { waitUntil: "commit" });
  const icon = page.getByRole("banner").getByLabel("Account menu");
  await icon.waitFor();
  await expectNotLiveYet(page);
  await icon.click();
  // Before the page is live the icon is a link to My Account (the menu once live).
  await expect(page).toHaveURL(/\/profile$/);
  await releaseAppScripts();
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
});

test("on a phone, a search typed before the page is live shows its results once sent", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto("/all-products", { waitUntil: "commit" });
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.waitFor();
  await expectNotLiveYet(page);
  await box.pressSequentially("oud");
  await releaseAppScripts();
  // React keeps the typed text in the box when it hydrates; the box must take it as its own.
  await expect(box).toHaveValue("oud");
  await box.press("Enter");
  const results = page.getByRole("region", { name: "Results for “oud”" });
  await expect(results.getByRole("article").first()).toBeVisible();
  await expect(page).toHaveURL(/\/\?search=oud$/);
  await expect(box).toHaveValue("oud");
});

test("on a phone, the banner's Next slide is shown only once live, then shows slide 2", async ({
  phone: { page, releaseAppScripts },
}) => {
  await page.goto("/", { waitUntil: "commit" });
  const carousel = page.getByRole("region", { name: "Featured collections" });
  await expect(carousel.getByText("1 / 10")).toBeVisible();
  // The arrows need the page live: not shown before, so no tap on them is lost.
  const next = carousel.getByRole("button", { name: "Next slide" });
  await expectNotLiveYet(page);
  await expect(next).toBeHidden();
  await releaseAppScripts();
  await next.click();
  await expect(carousel.getByText("2 / 10")).toBeVisible();
  await expect(carousel.getByRole("group", { name: "2 of 10" })).toBeInViewport();
});
