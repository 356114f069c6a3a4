import { expect, test } from "vitest";
import { paginationItems } from "./pagination";

test("a few pages are all shown", () => {
  expect(paginationItems(1, 1)).toEqual([1]);
  expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
});

test("first and last page, the current page's neighbours and ellipses for the gaps", () => {
  expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
  expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
});

test("a gap of one page shows the page instead of an ellipsis", () => {
  expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  expect(paginationItems(7, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
});

test("a page out of range is clamped; no pages gives nothing", () => {
  expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
  expect(paginationItems(1, 0)).toEqual([]);
});
