import { describe, expect, test } from "vitest";
import { deliveryFeesFor, freeDeliveryNote } from "./free-delivery";

// Decision 065: free delivery from an amount per area, and the note that says how far.
describe("free delivery", () => {
  const fees = { nairobi: 300, elsewhere: 600 };

  test("an area is free from its amount on; an area without one always charges its fee", () => {
    expect(deliveryFeesFor(fees, 9_999, { nairobi: 10_000 })).toEqual(fees);
    expect(deliveryFeesFor(fees, 10_000, { nairobi: 10_000 })).toEqual({
      nairobi: 0,
      elsewhere: 600,
    });
  });

  test("the note says how far the items are, then that delivery is free", () => {
    const freeFrom = { nairobi: 10_000, elsewhere: 20_000 };
    expect(freeDeliveryNote("nairobi", 300, 8_800, freeFrom)).toBe(
      "KSh 1,200 more for free delivery in Nairobi",
    );
    expect(freeDeliveryNote("elsewhere", 600, 8_800, freeFrom)).toBe(
      "KSh 11,200 more for free delivery elsewhere in Kenya",
    );
    expect(freeDeliveryNote("nairobi", 300, 10_000, freeFrom)).toBe("Free delivery in Nairobi");
  });

  test("no note where there is no amount, or delivery costs nothing anyway", () => {
    expect(freeDeliveryNote("elsewhere", 600, 100, { nairobi: 10_000 })).toBeUndefined();
    expect(freeDeliveryNote("nairobi", 0, 100, { nairobi: 10_000 })).toBeUndefined();
  });
});
