import { describe, expect, test } from "vitest";
import { deliveryFeeFor, freeDeliveryNote } from "./free-delivery";

// Decisions 065 and 082: free delivery from an amount per zone, and the note that says how far.
describe("free delivery", () => {
  test("a zone is free from its amount on; a zone without one always charges its fee", () => {
    expect(deliveryFeeFor({ fee: 300, freeFrom: 10_000 }, 9_999)).toBe(300);
    expect(deliveryFeeFor({ fee: 300, freeFrom: 10_000 }, 10_000)).toBe(0);
    expect(deliveryFeeFor({ fee: 600 }, 1_000_000)).toBe(600);
  });

  test("the note says how far the items are, then that delivery is free", () => {
    expect(freeDeliveryNote("in Nairobi", { fee: 300, freeFrom: 10_000 }, 8_800)).toBe(
      "KSh 1,200 more for free delivery in Nairobi",
    );
    expect(freeDeliveryNote("elsewhere in Kenya", { fee: 600, freeFrom: 20_000 }, 8_800)).toBe(
      "KSh 11,200 more for free delivery elsewhere in Kenya",
    );
    expect(freeDeliveryNote("in Westlands", { fee: 350, freeFrom: 10_000 }, 10_000)).toBe(
      "Free delivery in Westlands",
    );
  });

  test("no note where there is no amount, or delivery costs nothing anyway", () => {
    expect(freeDeliveryNote("elsewhere in Kenya", { fee: 600 }, 100)).toBeUndefined();
    expect(freeDeliveryNote("in Nairobi", { fee: 0, freeFrom: 10_000 }, 100)).toBeUndefined();
  });
});
