import type { Locator } from "@playwright/test";

/**
 * How many lines an element's text takes on screen: its text's line boxes, counted by their
 * top edge (a label that wraps has two). Icons beside the text do not count.
 */
export async function textLineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

/**
 * Whether an element's text runs past its box, where a shopper cannot read it: cut with an
 * ellipsis (`truncate`) or a line clamp, or hidden by `overflow: hidden`.
 */
export async function isTextClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1,
  );
}
