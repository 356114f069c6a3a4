import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Reads 'KSh 1,500' as 1500. */
export function priceOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

/** What a shopper reads off the visible product cards. */
export async function cardPrices(scope: Page | Locator): Promise<number[]> {
  const texts = await scope
    .getByRole("article")
    .getByText(/^KSh [\d,]+$/)
    .allTextContents();
  return texts.map(priceOf);
}

/** Every test fails on an uncaught error in the page (a broken hydration, a thrown handler). */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
