import { expect, test } from "vitest";
import { formatOrderDate } from "./order-date";

test("order dates read in Kenyan English at Nairobi time", () => {
  expect(formatOrderDate("2026-11-22T06:41:00Z")).toBe("22 Nov 2026, 09:41");
  expect(formatOrderDate(new Date("2026-12-31T22:05:00Z"))).toBe("1 Jan 2027, 01:05");
});
