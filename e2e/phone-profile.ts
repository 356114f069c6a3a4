import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test as base } from "./fixtures";

/** A new shopper's phone whose page runs none of the app's scripts until the journey says so. */
export interface PhoneWithHeldScripts {
  /** The phone's browser (a fresh context: no cookies unless the journey adds them). */
  context: BrowserContext;
  page: Page;
  /** Lets the app's scripts load, then waits until React has made the current page live. */
  releaseAppScripts(): Promise<void>;
}

/** The app's modules: React Router's entry, route modules and their chunks (all under /assets/). */
const appScripts = "**/assets/*.js";

/** React Router's hydration has run: root.tsx marks `<html data-hydrated>` in an effect. */
const liveMark = "html[data-hydrated]";

/**
 * The journeys' phone: a 412 × 915 page whose app scripts are held back until
 * `releaseAppScripts`. On a phone over mobile data they run well after the first paint (decision
 * 011 starts them only then); holding them makes every tap until the release an early one, on
 * every page the shopper reaches meanwhile. No CPU or network throttling: it only made an early
 * tap likely, which the hold makes certain, and Chromium's network throttling now and then hung a
 * page. The page's uncaught errors fail the test, as on any journey (`pageErrors`).
 */
export const test = base.extend<{ phone: PhoneWithHeldScripts }>({
  phone: async ({ browser, pageErrors }, provide) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(appScripts, async (route) => {
      await released;
      await route.continue();
    });
    await provide({
      context,
      page,
      releaseAppScripts: async () => {
        release();
        await page.locator(liveMark).waitFor({ state: "attached" });
      },
    });
    await context.close();
  },
});

/**
 * Fails unless React has yet to make `page` live: what a journey asserts just before its early
 * tap, so that a page somehow live (its scripts no longer under /assets/, say) cannot pass for
 * one that is not.
 */
export async function expectNotLiveYet(page: Page): Promise<void> {
  await expect(page.locator(liveMark), "the page must not be live yet").not.toBeAttached();
}
