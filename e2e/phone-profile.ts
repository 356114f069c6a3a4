import type { Browser, BrowserContext, Page } from "@playwright/test";

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

/**
 * A new shopper's page on a mid-range phone over mobile data: a fresh context (no cookies) whose
 * page runs at 4× CPU slowdown on slow 4G. The caller closes `context`.
 */
export async function openPhonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", slow4g);
  return { context, page };
}
