import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { median, pageFigures, type PageFigures } from "./lighthouse-figures";

/** A page to audit: its path, and what a shopper has before opening it. */
export interface PageToAudit {
  name: string;
  path: string;
  /** Put in a guest cart through the shop's cart form (POST /cart) before the page opens. */
  cartLines?: { productId: string; quantity: number }[];
  /** A signed-in session cookie ("name=value"). */
  sessionCookie?: string;
  /** Why the page cannot be measured in this run (e.g. /admin missing). */
  skipReason?: string;
}

/** A page's medians over the runs, or why it was not measured. */
export type PageAudit =
  | { name: string; path: string; runs: number; median: PageFigures }
  | { name: string; path: string; notMeasured: string };

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];

async function auditOnce(browser: Browser, origin: string, page: PageToAudit) {
  // A fresh browser context per run: empty cache, storage and cookies, as a first visit.
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (page.cartLines) {
      // The server keeps the cart (decision 019): the form sets this context's cart cookie.
      await tab.goto(`${origin}/robots.txt`);
      await tab.evaluate(async (lines) => {
        for (const { productId, quantity } of lines) {
          const body = new URLSearchParams({ intent: "add", productId, quantity: `${quantity}` });
          const answer = await fetch("/cart", { method: "POST", body });
          if (!answer.ok) throw new Error(`POST /cart answered ${answer.status}`);
        }
      }, page.cartLines);
    }
    if (page.sessionCookie) {
      // The session's cookies ("name=value; name=value": its token and signed copy).
      const domain = new URL(origin).hostname;
      const cookies = page.sessionCookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), domain, path: "/", httpOnly: true };
      });
      await context.setCookie(...cookies);
    }
    // Storage reset off, or Lighthouse would wipe the cart and session set above; the new
    // context has nothing else cached.
    const result = await lighthouse(
      `${origin}${page.path}`,
      {
        output: "json",
        logLevel: "error",
        disableStorageReset: true,
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    return pageFigures(result.lhr);
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's default mobile audit (simulated slow 4G, 4× CPU slowdown) of each page `runs`
 * times in Debian's Chromium, headless; each figure is the median over the runs.
 */
export async function auditPages(
  origin: string,
  pages: PageToAudit[],
  runs: number,
): Promise<PageAudit[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: chromiumArgs,
  });
  try {
    const audits: PageAudit[] = [];
    for (const page of pages) {
      if (page.skipReason) {
        audits.push({ name: page.name, path: page.path, notMeasured: page.skipReason });
        continue;
      }
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run++) figures.push(await auditOnce(browser, origin, page));
      console.log(`lighthouse ${page.path}: ${figures.map((f) => f.scores.performance).join(" ")}`);
      audits.push({ name: page.name, path: page.path, runs, median: median(figures) });
    }
    return audits;
  } finally {
    await browser.close();
  }
}
