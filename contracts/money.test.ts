import { describe, expect, test } from "vitest";
import { formatPrice, vatIncluded } from "./money";

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

test("the VAT line is the 16% included in the price, rounded to the shilling", () => {
  expect(vatIncluded(11_600)).toBe(1_600);
  expect(vatIncluded(4_500)).toBe(621);
  expect(vatIncluded(0)).toBe(0);
});
