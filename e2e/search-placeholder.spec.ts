import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const firstHint = "Search by Category/Name/Type";
/** What a box narrower than 17rem (a phone's header) shows for the long hint. */
const firstHintShort = "Search perfumes";

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
  const isNarrow = (await input.boundingBox())!.width < 17 * 16;
  return {
    search,
    hint: search.getByTestId("search-placeholder"),
    first: isNarrow ? firstHintShort : firstHint,
  };
}

/** The hint as a reader sees it: text hidden by the box's width is left out. */
const seen = { useInnerText: true };

test("the empty box's placeholder rotates every 4 s through product-name hints", async ({
  page,
}) => {
  const { hint, first } = await openWithPausedClock(page);
  await expect(hint).toHaveText(first, seen);
  await expect(hint).toBeVisible();
  await page.clock.runFor(4000);
  await expect(hint).toHaveText(first, seen);
  await expect(hint).toHaveClass(/opacity-0/);
  await page.clock.runFor(200);
  await expect(hint).toHaveText("Oud Royale", seen);
  await expect(hint).toHaveClass(/opacity-100/);
});

test(
  "every hint is read whole, not cut off, on a phone as on a desktop",
  { tag: "@layout" },
  async ({ page }) => {
    const { hint, first } = await openWithPausedClock(page);
    const hints = [first, "Oud Royale", "Amber Veil", "Nairobi Dusk", "Reed diffusers"];
    for (const text of hints) {
      await expect(hint).toHaveText(text, seen);
      // The hint truncates with an ellipsis: wider text than its box would be cut.
      const fits = await hint.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `“${text}” fits the search box`).toBe(true);
      await page.clock.runFor(4200);
    }
    await expect(hint).toHaveText(first, seen);
  },
);

test("with reduced motion the placeholder stays still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { hint, first } = await openWithPausedClock(page);
  await page.clock.runFor(12_000);
  await expect(hint).toHaveText(first, seen);
  await expect(hint).toHaveClass(/opacity-100/);
});
