import { describe, expect, test } from "vitest";
import {
  dispatchMessage,
  dispatchTexts,
  dispatchTrackingText,
  parseDispatchForm,
} from "./dispatch";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("dispatching an order (decision 079)", () => {
  test("nobody, a staff rider, another rider with a Kenyan phone, a courier with its reference", () => {
    expect(parseDispatchForm(form({ riderId: "" }))).toEqual({ way: "none" });
    expect(parseDispatchForm(form({ riderId: "u1" }))).toEqual({
      way: "staff_rider",
      riderId: "u1",
    });
    expect(
      parseDispatchForm(
        form({ riderId: "other", riderName: "  Baraka   Otieno ", riderPhone: "0712 345 678" }),
      ),
    ).toEqual({ way: "other_rider", name: "Baraka Otieno", phone: "+254712345678" });
    expect(
      parseDispatchForm(
        form({ riderId: "courier", courierName: "G4S", courierReference: "KX-1234" }),
      ),
    ).toEqual({ way: "courier", name: "G4S", reference: "KX-1234" });
  });

  test("each refusal names why", () => {
    const refusal = (fields: Record<string, string>) =>
      (parseDispatchForm(form(fields)) as { error: string }).error;
    expect(refusal({})).toBe(dispatchTexts.badForm);
    expect(refusal({ riderId: "other", riderPhone: "0712345678" })).toBe(
      dispatchTexts.riderNameNeeded,
    );
    expect(refusal({ riderId: "other", riderName: "Baraka", riderPhone: "12" })).toBe(
      dispatchTexts.riderPhoneInvalid,
    );
    expect(refusal({ riderId: "other", riderName: "x".repeat(81), riderPhone: "0712345678" })).toBe(
      dispatchTexts.nameTooLong,
    );
    expect(refusal({ riderId: "courier", courierReference: "KX1" })).toBe(
      dispatchTexts.courierNameNeeded,
    );
    expect(refusal({ riderId: "courier", courierName: "G4S" })).toBe(dispatchTexts.referenceNeeded);
    expect(
      refusal({ riderId: "courier", courierName: "G4S", courierReference: "K".repeat(41) }),
    ).toBe("The courier's reference is at most 40 characters.");
    expect(refusal({ riderId: "courier", courierName: "G4S", courierReference: "K\u0007" })).toBe(
      dispatchTexts.referenceTooLong,
    );
  });

  test("the timeline and the tracking page say who has the order", () => {
    expect(dispatchMessage({ way: "rider", name: "Otieno Kamau", phone: null })).toBe(
      "Assigned to rider Otieno Kamau",
    );
    expect(dispatchMessage({ way: "rider", name: "Otieno", phone: "+254712345678" })).toBe(
      "Assigned to rider Otieno, 0712 345 678",
    );
    expect(dispatchMessage({ way: "courier", name: "G4S", reference: "KX1" })).toBe(
      "Handed to courier G4S, reference KX1",
    );
    expect(dispatchMessage(null)).toBe("Rider removed");
    expect(dispatchTrackingText({ way: "courier", name: "Easy Coach", reference: "EC77" })).toBe(
      "Sent with Easy Coach, reference EC77",
    );
  });
});
