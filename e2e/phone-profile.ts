import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  Request,
} from "@playwright/test";
import { test } from "@playwright/test";

/**
 * Lighthouse's mobile profile as DevTools sets it (decision 019): the CPU 4× slower and "slow 4G"
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
): Promise<{ context: BrowserContext; page: Page; isNetworkHung: () => boolean }> {
  const context = await browser.newContext({ ...options, viewport: { width: 412, height: 915 } });
  // No action waits past a slow step's time: a tap that cannot land fails its try, not the test's
  // whole budget.
  context.setDefaultTimeout(slowPage.timeout);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", slow4g);
  return { context, page, isNetworkHung: watchForHungNetwork(page) };
}

/** How long one request may wait before the page's emulated network counts as hung (ms). */
const hungRequestMs = 15_000;

/**
 * Follows `page`'s requests; answers whether its emulated network has hung: a request other than
 * media (the loader's video may stream on) waiting `hungRequestMs` or more. Chromium's throttling
 * (`Network.emulateNetworkConditions`) now and then stops answering a page altogether — every
 * request of the page waits, while the server answers other browsers (seen in CI, and with a bare
 * Playwright script at about 1 page in 100 under load; microsoft/playwright#22676). That is the
 * emulation's fault, not a lost tap: a lost tap leaves no request waiting.
 */
function watchForHungNetwork(page: Page): () => boolean {
  const waiting = new Map<Request, number>();
  page.on("request", (request) => {
    if (request.resourceType() !== "media") waiting.set(request, Date.now());
  });
  const settle = (request: Request) => waiting.delete(request);
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return () => [...waiting.values()].some((since) => Date.now() - since >= hungRequestMs);
}

/** Whether React has not yet made the page live (root.tsx marks `<html data-hydrated>`). */
export async function isNotLiveYet(page: Page): Promise<boolean> {
  return (await page.locator("html[data-hydrated]").count()) === 0;
}

/** Tries run again on a fresh phone when the emulated network hung, at most, per journey. */
const maxHungTries = 2;

/**
 * Runs `journey` once for each of `tries` new shoppers, each on a fresh phone page that is closed
 * afterwards. `journey` answers whether its tap came before the page was live; the count is
 * noted on the test (on a quiet machine, most taps are). A try that fails while the phone's
 * emulated network had hung (see `watchForHungNetwork`) is run again on a fresh phone, at most
 * `maxHungTries` times, and noted; any other failure fails the test.
 */
export async function asNewShoppers(
  browser: Browser,
  tries: number,
  journey: (shopper: { context: BrowserContext; page: Page }, attempt: number) => Promise<boolean>,
  options: Pick<BrowserContextOptions, "storageState"> = {},
): Promise<void> {
  let early = 0;
  let hung = 0;
  for (let attempt = 1; attempt <= tries;) {
    const shopper = await openPhonePage(browser, options);
    try {
      if (await journey(shopper, attempt)) early++;
      attempt++;
    } catch (error) {
      if (!shopper.isNetworkHung() || hung === maxHungTries) throw error;
      hung++;
    } finally {
      await shopper.context.close();
    }
  }
  const { annotations } = test.info();
  annotations.push({ type: "taps before the page was live", description: `${early}` });
  annotations.push({
    type: "tries run again after the emulated network hung",
    description: `${hung}`,
  });
}
