import { expect, test } from "vitest";
import { categoryLabel } from "./format";

test("a product without a category shows Uncategorized", () => {
  expect(categoryLabel(null)).toBe("Uncategorized");
  expect(categoryLabel("  ")).toBe("Uncategorized");
  expect(categoryLabel("Cologne")).toBe("Cologne");
});
