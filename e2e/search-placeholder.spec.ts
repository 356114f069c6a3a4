import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const firstHint = "Search by Category/Name/Type";

/**
 * Opens a page on a paused clock and waits until the search box runs its scripts, leaving the
 * box empty: its placeholder's 4-second timer starts at the current (frozen) time.
 */
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date("2026-11-20T08:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-20T08:00:01Z"));
  await page.goto("/all-products");
  const search = page.getByRole("search");
  const input = search.getByRole("combobox", { name: "Search products" });
  await input.fill("ro");
  await page.clock.runFor(500);
  await expect(search.getByRole("listbox")).toBeVisible();
  await input.fill("");
  await input.blur();
  return search;
}

test("the empty box's placeholder rotates every 4 s through product-name hints", async ({
  page,
}) => {
  const search = await openWithPausedClock(page);
  await expect(search.getByText(firstHint)).toBeVisible();
  await page.clock.runFor(4000);
  await expect(search.getByText(firstHint)).toHaveClass(/opacity-0/);
  await page.clock.runFor(200);
  await expect(search.getByText("Oud Royale")).toHaveClass(/opacity-100/);
});

test("with reduced motion the placeholder stays still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const search = await openWithPausedClock(page);
  await page.clock.runFor(12_000);
  await expect(search.getByText(firstHint)).toHaveClass(/opacity-100/);
});
