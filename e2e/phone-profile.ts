import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";
import { test } from "@playwright/test";

/**
 * Lighthouse's mobile profile as DevTools sets it (issue 13): the CPU 4× slower and "slow 4G"
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** How long a step may take on the slow phone before it counts as lost (ms). */
export const slowPage = { timeout: 20_000 };

/**
 * A new shopper's page on a mid-range phone over mobile data: a fresh context (no cookies unless
 * `options.storageState` brings them) whose page runs at 4× CPU slowdown on slow 4G. The caller
 * closes `context`.
 */
export async function openPhonePage(
  browser: Browser,
  options: Pick<BrowserContextOptions, "storageState"> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, viewport: { width: 412, height: 915 } });
  // No action waits past a slow step's time: a tap that cannot land fails its try, not the test's
  // whole budget.
  context.setDefaultTimeout(slowPage.timeout);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", slow4g);
  return { context, page };
}

/** Whether React has not yet made the page live (root.tsx marks `<html data-hydrated>`). */
export async function isNotLiveYet(page: Page): Promise<boolean> {
  return (await page.locator("html[data-hydrated]").count()) === 0;
}

/**
 * Runs `journey` once for each of `tries` new shoppers, each on a fresh phone page that is closed
 * afterwards. `journey` answers whether its tap came before the page was live; the count is
 * noted on the test (on a quiet machine, most taps are).
 */
export async function asNewShoppers(
  browser: Browser,
  tries: number,
  journey: (shopper: { context: BrowserContext; page: Page }, attempt: number) => Promise<boolean>,
  options: Pick<BrowserContextOptions, "storageState"> = {},
): Promise<void> {
  let early = 0;
  for (let attempt = 1; attempt <= tries; attempt++) {
    const shopper = await openPhonePage(browser, options);
    try {
      if (await journey(shopper, attempt)) early++;
    } finally {
      await shopper.context.close();
    }
  }
  test.info().annotations.push({ type: "taps before the page was live", description: `${early}` });
}
