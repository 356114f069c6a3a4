import { expect, test } from "vitest";
import { formatKenyanPhone, normalizeKenyanPhone } from "./kenyan-phone";

test("Kenyan numbers typed as 07…, 01…, +254… or without the 0 are stored in E.164", () => {
  expect(normalizeKenyanPhone("0712 345 678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("0112-345-678")).toBe("+254112345678");
  expect(normalizeKenyanPhone("+254 712 345 678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("254712345678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("712345678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("712 345 678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("0112 345 678")).toBe("+254112345678");
});

test("anything else is refused", () => {
  for (const bad of [
    "",
    "12345",
    "0812345678",
    "812345678",
    "71234567",
    "+255712345678",
    "07123456789",
    "07-12-ab-cd",
  ]) {
    expect(normalizeKenyanPhone(bad)).toBeNull();
  }
});

test("a stored number is shown as Kenyans write it; anything else as it is", () => {
  expect(formatKenyanPhone("+254712345678")).toBe("0712 345 678");
  expect(formatKenyanPhone("+254112345678")).toBe("0112 345 678");
  expect(formatKenyanPhone("0712 34")).toBe("0712 34");
});
