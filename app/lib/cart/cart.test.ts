import { describe, expect, test } from "vitest";
import {
  addToCart,
  cartCount,
  cartStorageKey,
  parseStoredCart,
  removeFromCart,
  setCartQuantity,
} from "./cart";

const rose = {
  id: "rose",
  name: "Rose Dawn",
  price: 4500,
  category: "Loris Perfumes",
  image: null,
};
const cedar = { id: "cedar", name: "Cedar Night", price: 6000, category: "Cologne", image: null };

describe("cart rules (SPEC §4)", () => {
  test("adding a product already in the cart grows its line", () => {
    let lines = addToCart([], rose);
    lines = addToCart(lines, cedar, 2);
    lines = addToCart(lines, rose, 3);
    expect(lines).toEqual([
      { ...rose, quantity: 4 },
      { ...cedar, quantity: 2 },
    ]);
    expect(cartCount(lines)).toBe(6);
  });

  test("a quantity below 1 removes the line", () => {
    const lines = addToCart(addToCart([], rose), cedar);
    expect(setCartQuantity(lines, "rose", 0)).toEqual([{ ...cedar, quantity: 1 }]);
    expect(setCartQuantity(lines, "cedar", 5)).toEqual([
      { ...rose, quantity: 1 },
      { ...cedar, quantity: 5 },
    ]);
  });

  test("remove and clear", () => {
    const lines = addToCart(addToCart([], rose), cedar);
    expect(removeFromCart(lines, "cedar")).toEqual([{ ...rose, quantity: 1 }]);
    expect(cartCount([])).toBe(0);
  });

  test("a line never exceeds 99", () => {
    expect(addToCart(addToCart([], rose, 60), rose, 60)[0]?.quantity).toBe(99);
  });

  test("a line stops at the shop's units per order (ORDER_MAX_UNITS, issue 12)", () => {
    expect(addToCart(addToCart([], rose, 8, 10), rose, 5, 10)[0]?.quantity).toBe(10);
    expect(addToCart([], rose, 12, 10)[0]?.quantity).toBe(10);
    expect(setCartQuantity(addToCart([], rose), "rose", 11, 10)[0]?.quantity).toBe(10);
  });
});

test("the storage key is per user, lorisCart_guest when signed out", () => {
  expect(cartStorageKey()).toBe("lorisCart_guest");
  expect(cartStorageKey("u123")).toBe("lorisCart_u123");
});

test("an unreadable saved cart reads as empty", () => {
  expect(parseStoredCart(null)).toEqual([]);
  expect(parseStoredCart("{not json")).toEqual([]);
  expect(parseStoredCart(JSON.stringify([{ id: "x", quantity: 1.5 }]))).toEqual([]);
  expect(parseStoredCart(JSON.stringify([{ ...rose, quantity: 2 }]))).toEqual([
    { ...rose, quantity: 2 },
  ]);
});

test("a saved line breaking a rule empties the cart; unknown fields are dropped", () => {
  const saved = (line: object) =>
    parseStoredCart(JSON.stringify([{ ...cedar, quantity: 1 }, line]));
  expect(saved({ ...rose, quantity: 100 })).toEqual([]);
  expect(saved({ ...rose, quantity: 1, price: -1 })).toEqual([]);
  expect(saved({ ...rose, quantity: 1, id: "" })).toEqual([]);
  expect(saved({ ...rose, quantity: 1, category: 7 })).toEqual([]);
  expect(saved({ ...rose, quantity: 1, name: "A".repeat(601) })).toEqual([]);
  expect(parseStoredCart(JSON.stringify({ ...rose, quantity: 1 }))).toEqual([]);
  expect(saved({ ...rose, quantity: 3, note: "gift" })).toEqual([
    { ...cedar, quantity: 1 },
    { ...rose, quantity: 3 },
  ]);
});

test("a product with a 600-character name keeps its line (issue 11)", () => {
  const line = { ...rose, name: "Maison ".repeat(100).slice(0, 600), quantity: 1 };
  expect(parseStoredCart(JSON.stringify([line]))).toEqual([line]);
});
