import { expect, test } from "vitest";
import { announcementOf, optionHref, searchOptionsOf } from "./search-options";

const product = (i: number) => ({
  id: `p${i}`,
  name: `Scent ${i}`,
  category: "Mist",
  price: 2500,
  isFrom: false,
});

test("a blank box offers the recent searches", () => {
  expect(searchOptionsOf({ status: "idle" }, "  ", ["oud", "rose"])).toEqual([
    { kind: "recent", text: "oud" },
    { kind: "recent", text: "rose" },
  ]);
});

test("typed text offers at most 5 products, then at most 3 categories, once they arrive", () => {
  expect(searchOptionsOf({ status: "loading" }, "oud", ["rose"])).toEqual([]);
  const suggestions = {
    products: [1, 2, 3, 4, 5, 6].map(product),
    categories: ["Mist", "Lotion", "Body Care", "Others"],
    brands: [],
    notes: [],
  };
  const options = searchOptionsOf({ status: "ready", suggestions }, "oud", []);
  expect(options.filter((o) => o.kind === "product")).toHaveLength(5);
  expect(options.slice(5)).toEqual([
    { kind: "category", name: "Mist" },
    { kind: "category", name: "Lotion" },
    { kind: "category", name: "Body Care" },
  ]);
});

test("brands, then notes, follow the products, at most 3 of each, before the categories", () => {
  const brands = ["Maison Malindi", "Atelier Lamu", "Dmar", "Loris"].map((name) => ({
    slug: name.toLowerCase().replace(" ", "-"),
    name,
  }));
  const notes = ["Vanilla", "Oud", "Rose", "Amber"].map((name) => ({
    slug: name.toLowerCase(),
    name,
  }));
  const suggestions = { products: [product(1)], categories: ["Mist"], brands, notes };
  const options = searchOptionsOf({ status: "ready", suggestions }, "a", []);
  expect(options.map((option) => option.kind)).toEqual([
    "product",
    "brand",
    "brand",
    "brand",
    "note",
    "note",
    "note",
    "category",
  ]);
  expect(options[1]).toEqual({ kind: "brand", brand: brands[0] });
  expect(options[4]).toEqual({ kind: "note", note: notes[0] });
});

test("a chosen suggestion opens its product, brand page, note listing or category", () => {
  expect(optionHref({ kind: "product", product: product(7) })).toBe("/product/p7");
  expect(optionHref({ kind: "brand", brand: { slug: "maison-malindi", name: "M" } })).toBe(
    "/brands/maison-malindi",
  );
  expect(optionHref({ kind: "note", note: { slug: "ylang-ylang", name: "Ylang-ylang" } })).toBe(
    "/all-products?note=ylang-ylang",
  );
  expect(optionHref({ kind: "category", name: "Body Care" })).toBe(
    "/all-products?category=Body%20Care",
  );
});

test("the count of options is announced", () => {
  expect(announcementOf(1, false)).toBe("1 suggestion available");
  expect(announcementOf(8, false)).toBe("8 suggestions available");
  expect(announcementOf(0, false)).toBe("No suggestions available");
  expect(announcementOf(3, true)).toBe("3 recent searches");
});
