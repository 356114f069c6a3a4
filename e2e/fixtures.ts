import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";
import { cardShareOf, Shopper, type CardShare } from "./shopper";

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

/**
 * Makes `page.goto` and `page.reload` wait, for an HTML page, until React has hydrated it
 * (root.tsx marks `<html data-hydrated>`): the app's scripts load after the first paint, and a
 * journey clicking before then would test the page without JavaScript instead.
 */
function awaitHydration(page: Page): void {
  const hydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

/**
 * Whether the browser logged that it refused something under the shop's Content-Security-Policy
 * or could not read its Permissions-Policy (decision 015): a page must need nothing the policy
 * leaves out, and Lighthouse counts such errors against best practices.
 */
function isPolicyError(message: ConsoleMessage): boolean {
  return (
    message.type() === "error" && /Content Security Policy|Permissions-Policy/.test(message.text())
  );
}

/**
 * Makes every page of `context` log each Content-Security-Policy refusal as a console error
 * that `isPolicyError` collects. Chromium logs none for a refusal the page's own code catches
 * (full zod's `new Function` probe), yet Lighthouse reports it under best practices.
 */
async function logPolicyViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(
        `Content Security Policy refused ${event.effectiveDirective} '${event.blockedURI}' at ${where}`,
      );
    });
  });
}

/**
 * A shopper in a browser of their own (a fresh context) whose pages wait for hydration and
 * collect their uncaught errors and policy refusals in `errors`; the caller closes `context`.
 * For a `beforeAll`, where the `newShopper` fixture is not at hand.
 */
export async function openShopper(
  browser: Browser,
  share: CardShare,
  options: Pick<BrowserContextOptions, "viewport"> = {},
  errors: Error[] = [],
): Promise<{ shopper: Shopper; context: BrowserContext; errors: Error[] }> {
  const context = await browser.newContext(options);
  await logPolicyViolations(context);
  context.on("console", (message) => {
    if (isPolicyError(message)) errors.push(new Error(message.text()));
  });
  context.on("page", (page) => {
    awaitHydration(page);
    page.on("pageerror", (error) => errors.push(error));
  });
  return { shopper: new Shopper(await context.newPage(), share), context, errors };
}

/** Opens a browser of another shopper's own (a fresh context), closed after the test. */
export type NewShopper = (options?: Pick<BrowserContextOptions, "viewport">) => Promise<Shopper>;

/**
 * Every test fails on an uncaught error in the page (a broken hydration, a thrown handler), its
 * own or another shopper's, and on anything the CSP refused. `shopper` is the shopper at the
 * test's `page`.
 */
export const test = base.extend<{
  pageErrors: Error[];
  policyErrors: string[];
  shopper: Shopper;
  newShopper: NewShopper;
}>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) context.on("page", awaitHydration);
    await provide(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
  policyErrors: [
    async ({ context }, use) => {
      const refused: string[] = [];
      await logPolicyViolations(context);
      context.on("console", (message) => {
        if (isPolicyError(message)) refused.push(`${message.page()?.url()}: ${message.text()}`);
      });
      await use(refused);
      expect(refused, "refused by the Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
  shopper: async ({ page }, provide, testInfo) => {
    await provide(new Shopper(page, cardShareOf(testInfo)));
  },
  newShopper: async ({ browser }, provide, testInfo) => {
    const contexts: BrowserContext[] = [];
    const errors: Error[] = [];
    await provide(async (options = {}) => {
      const { shopper, context } = await openShopper(
        browser,
        cardShareOf(testInfo),
        options,
        errors,
      );
      contexts.push(context);
      return shopper;
    });
    for (const context of contexts) await context.close();
    expect(errors, "uncaught errors in another shopper's page").toEqual([]);
  },
});

export { expect };
