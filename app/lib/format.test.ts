import { describe, expect, test } from "vitest";
import { capitalizeWords, categoryLabel, formatPrice } from "./format";

describe("formatPrice", () => {
  test("shows whole shillings with en-KE grouping", () => {
    expect(formatPrice(1500)).toBe("KSh 1,500");
    expect(formatPrice(28000)).toBe("KSh 28,000");
    expect(formatPrice(500)).toBe("KSh 500");
  });
  test("a missing price shows KSh 0", () => {
    expect(formatPrice(undefined)).toBe("KSh 0");
    expect(formatPrice(null)).toBe("KSh 0");
    expect(formatPrice(Number.NaN)).toBe("KSh 0");
  });
});

describe("capitalizeWords", () => {
  test("capitalises each word of a product name", () => {
    expect(capitalizeWords("amber veil")).toBe("Amber Veil");
    expect(capitalizeWords("oud royale  extrait")).toBe("Oud Royale  Extrait");
  });
  test("keeps letters that are already capitals", () => {
    expect(capitalizeWords("EDP no. 5")).toBe("EDP No. 5");
  });
});

test("a product without a category shows Uncategorized", () => {
  expect(categoryLabel(null)).toBe("Uncategorized");
  expect(categoryLabel("  ")).toBe("Uncategorized");
  expect(categoryLabel("Cologne")).toBe("Cologne");
});
