import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { textLineCount } from "./text-lines";

/** What overflows the window sideways: the page's widths and the deepest elements past its edge. */
async function measureWidth(page: Page, inner: number) {
  return page.evaluate((inner) => {
    const clips = (element: Element) => {
      const { overflowX } = getComputedStyle(element);
      return overflowX !== "visible";
    };
    // An element past the right edge counts unless an ancestor clips it (a carousel's track).
    const isLoose = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (clips(up)) return false;
      }
      return true;
    };
    const past = [...document.body.querySelectorAll("*")].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > inner + 0.5 && isLoose(element);
    });
    const deepest = past.filter(
      (element) => !past.some((other) => element.contains(other) && other !== element),
    );
    return {
      documentWidth: document.documentElement.scrollWidth,
      bodyWidth: document.body.scrollWidth,
      innerWidth: window.innerWidth,
      offenders: deepest.slice(0, 5).map((element) => {
        const text = (element.textContent ?? "").trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${text}`;
      }),
    };
  }, inner);
}

/**
 * Asserts that the page does not scroll sideways: the document and the body are no
 * wider than the window, and the window is the project's width (a phone browser widens its
 * layout viewport to fit content that overflows). Soft: one run lists every page that fails,
 * and the message names the elements past the right edge.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const viewport = page.viewportSize()!.width;
  const width = await measureWidth(page, viewport);
  const message = `${what} at ${viewport} px: ${JSON.stringify(width.offenders)}`;
  expect.soft(width.innerWidth, message).toBe(viewport);
  expect.soft(width.documentWidth, message).toBeLessThanOrEqual(viewport);
  expect.soft(width.bodyWidth, message).toBeLessThanOrEqual(viewport);
}

/**
 * Asserts that `text` (an element holding one short text, such as an order number) reads on one
 * line: its words' boxes all share one top. Soft, as expectNoSidewaysScroll.
 */
export async function expectOneLine(text: Locator, what: string): Promise<void> {
  const lines = await textLineCount(text);
  expect.soft(lines, `${what} wraps onto ${lines} lines`).toBe(1);
}
