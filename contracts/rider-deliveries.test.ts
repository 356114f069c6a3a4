import { describe, expect, test } from "vitest";
import { collectText } from "./rider-deliveries";

describe("a rider's deliveries (decision 075)", () => {
  test("what to collect is the balance, or nothing once paid", () => {
    expect(collectText(2500)).toBe("Collect KSh 2,500");
    expect(collectText(0)).toBe("Paid — nothing to collect");
  });
});
