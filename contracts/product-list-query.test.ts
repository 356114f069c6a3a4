import { expect, test } from "vitest";
import { parseProductListQuery } from "./product-list-query";

const parse = (query: string) => parseProductListQuery(new URLSearchParams(query));

test("a listing URL's filters are read as typed values", () => {
  expect(parse("category=Men&min_price=1000&max_price=5000&sort=price-low-to-high&page=2")).toEqual(
    {
      category: "Men",
      min_price: 1000,
      max_price: 5000,
      sale: false,
      sort: "price-low-to-high",
      page: 2,
    },
  );
});

test("malformed values fall back to their defaults instead of failing the page", () => {
  expect(parse("min_price=-5&max_price=abc&sale=yes&sort=cheapest&page=0")).toEqual({
    sale: false,
    sort: "newest",
    page: 1,
  });
  expect(parse("category=&search=")).toEqual({ sale: false, sort: "newest", page: 1 });
});

test("sale=true asks for the products with a size on sale (DESIGN §5)", () => {
  expect(parse("sale=true&category=Men")).toMatchObject({ sale: true, category: "Men" });
});

test("max price is at least min price (SPEC §5)", () => {
  expect(parse("min_price=4000&max_price=1000")).toMatchObject({
    min_price: 4000,
    max_price: 4000,
  });
});

test("a search is trimmed and cut to 100 characters rather than refused", () => {
  expect(parse("search=%20%20oud%20").search).toBe("oud");
  expect(parse(`search=${"a".repeat(500)}`).search).toBe("a".repeat(100));
  expect(parse(`search=${encodeURIComponent("🌹".repeat(500))}`).search).toBe("🌹".repeat(100));
});
