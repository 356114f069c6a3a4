import { expect, test } from "vitest";
import { orderStatusLabel } from "./order-status";

test("a status shows capitalised, and 'Processing' when empty (SPEC §2/§4)", () => {
  expect(orderStatusLabel("shipped")).toBe("Shipped");
  expect(orderStatusLabel("")).toBe("Processing");
  expect(orderStatusLabel(null)).toBe("Processing");
});
