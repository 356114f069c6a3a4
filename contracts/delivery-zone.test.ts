import { describe, expect, test } from "vitest";
import { DeliveryZoneFormSchema } from "./delivery-zone";
import { deliveryZoneTexts } from "./delivery-zone-texts";

const zone = {
  intent: "add",
  kind: "zone",
  name: "Rongai",
  area: "nairobi",
  fee: "1,500",
  deliveryTime: "2-3 business days",
  freeFrom: "",
};

/** The first message of a refused form, or the parsed form. */
function parsed(form: Record<string, string>) {
  const result = DeliveryZoneFormSchema.safeParse(form);
  return result.success ? result.data : result.error.issues[0]?.message;
}

// Decision 082: Admin → Delivery's forms as typed.
describe("a delivery zone's form", () => {
  test("reads shillings with commas; an empty free-from amount is never free", () => {
    expect(parsed(zone)).toMatchObject({ fee: 1500, freeFrom: null });
    expect(parsed({ ...zone, freeFrom: "10,000" })).toMatchObject({ freeFrom: 10_000 });
  });

  test("refuses a fee or amount that is not whole shillings, naming why", () => {
    expect(parsed({ ...zone, fee: "" })).toBe(deliveryZoneTexts.fee);
    expect(parsed({ ...zone, fee: "3.50" })).toBe(deliveryZoneTexts.feeNotWhole);
    expect(parsed({ ...zone, fee: "-1" })).toBe(deliveryZoneTexts.feeNegative);
    expect(parsed({ ...zone, freeFrom: "lots" })).toBe(deliveryZoneTexts.freeFromNotWhole);
    expect(parsed({ ...zone, deliveryTime: "d".repeat(41) })).toBe(
      deliveryZoneTexts.deliveryTimeTooLong,
    );
  });

  test("a pickup point needs its town and directions", () => {
    const point = { ...zone, kind: "pickup_point", town: "Kisumu", directions: "" };
    expect(parsed(point)).toBe(deliveryZoneTexts.directions);
    expect(parsed({ ...point, town: "", directions: "Bus stage" })).toBe(deliveryZoneTexts.town);
  });
});
