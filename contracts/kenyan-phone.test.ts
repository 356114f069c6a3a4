import { expect, test } from "vitest";
import { normalizeKenyanPhone } from "./kenyan-phone";

test("Kenyan numbers typed as 07…, 01… or +254… are stored in E.164", () => {
  expect(normalizeKenyanPhone("0712 345 678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("0112-345-678")).toBe("+254112345678");
  expect(normalizeKenyanPhone("+254 712 345 678")).toBe("+254712345678");
  expect(normalizeKenyanPhone("254712345678")).toBe("+254712345678");
});

test("anything else is refused", () => {
  for (const bad of ["", "12345", "0812345678", "+255712345678", "07123456789", "07-12-ab-cd"]) {
    expect(normalizeKenyanPhone(bad)).toBeNull();
  }
});
