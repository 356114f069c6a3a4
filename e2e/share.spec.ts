import { e2eOriginPattern } from "./e2e-port";
import { expect, test } from "./fixtures";

// The browser's own share and clipboard APIs are replaced per test to take each of SPEC §8's paths.

test("without the Web Share API, sharing copies the product link with its category", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "share", { value: undefined }),
  );
  await page.goto("/all-products?category=Men");
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("button", { name: `Share ${name}` }).click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${e2eOriginPattern}/product/[a-z0-9]+\\?category=Men$`));
});

test("with the Web Share API, the shopper is told the product was shared", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: () => Promise.resolve() });
  });
  await page.goto("/all-products?category=Women");
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  await card.getByRole("button", { name: `Share ${name}` }).click();
  await expect(page.getByText("Product shared successfully!")).toBeVisible();
});

test("when copying fails too, the link is shown to copy by hand", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined });
    Object.defineProperty(Navigator.prototype, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  await page.goto("/all-products?category=Cologne");
  const card = page.getByRole("article").first();
  const name = (await card.getAttribute("aria-label"))!;
  const alerts: string[] = [];
  page.once("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await card.getByRole("button", { name: `Share ${name}` }).click();
  await expect.poll(() => alerts).toHaveLength(1);
  expect(alerts[0]).toMatch(
    new RegExp(`^Share this link: ${e2eOriginPattern}/product/[a-z0-9]+\\?category=Cologne$`),
  );
});
