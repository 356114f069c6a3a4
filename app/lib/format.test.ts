import { describe, expect, test } from "vitest";
import { capitalizeWords, categoryLabel } from "./format";

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
