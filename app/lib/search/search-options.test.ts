import { expect, test } from "vitest";
import { announcementOf, searchOptionsOf } from "./search-options";

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
  };
  const options = searchOptionsOf({ status: "ready", suggestions }, "oud", []);
  expect(options.filter((o) => o.kind === "product")).toHaveLength(5);
  expect(options.slice(5)).toEqual([
    { kind: "category", name: "Mist" },
    { kind: "category", name: "Lotion" },
    { kind: "category", name: "Body Care" },
  ]);
});

test("the count of options is announced", () => {
  expect(announcementOf(1, false)).toBe("1 suggestion available");
  expect(announcementOf(8, false)).toBe("8 suggestions available");
  expect(announcementOf(0, false)).toBe("No suggestions available");
  expect(announcementOf(3, true)).toBe("3 recent searches");
});
