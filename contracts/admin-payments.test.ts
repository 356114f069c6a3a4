import { describe, expect, test } from "vitest";
import {
  dayBounds,
  isCalendarDay,
  maskPhone,
  nairobiDay,
  parsePaymentDayQuery,
  paymentSourceLabel,
  shiftDay,
} from "./admin-payments";

describe("the Payments page's days (Nairobi, UTC+3)", () => {
  test("a day starts at Nairobi's midnight, 21:00 UTC the day before", () => {
    expect(dayBounds("2026-03-15")).toEqual({
      start: new Date("2026-03-14T21:00:00Z"),
      end: new Date("2026-03-15T21:00:00Z"),
    });
    expect(nairobiDay(new Date("2026-03-14T20:59:59Z"))).toBe("2026-03-14");
    expect(nairobiDay(new Date("2026-03-14T21:00:00Z"))).toBe("2026-03-15");
  });

  test("the previous and next day cross months and years", () => {
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
  });

  test("only a real calendar day is read; anything else shows today", () => {
    expect(["2026-02-28", "2028-02-29"].every(isCalendarDay)).toBe(true);
    expect(
      ["2026-02-29", "2026-13-01", "26-01-01", "2026-1-1", "1999-12-31"].some(isCalendarDay),
    ).toBe(false);
    const now = new Date("2026-11-26T22:30:00Z");
    expect(parsePaymentDayQuery(new URLSearchParams("day=2026-02-30&state=x&page=0"), now)).toEqual(
      {
        day: "2026-11-27",
        state: "all",
        page: 1,
      },
    );
  });
});

describe("what staff read of a payment", () => {
  test.each([
    ["254712345678", "•••••••678"],
    ["+254712345678", "•••••••678"],
    ["0712345678", "•••••••678"],
    ["2547*****678", "•••••••678"],
    ["", ""],
    [null, ""],
    ["2547*****", ""],
  ])("the phone %s reads %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  test("each way money came has its name", () => {
    expect(paymentSourceLabel("mpesa", "paybill")).toBe("M-PESA Paybill");
    expect(paymentSourceLabel("mpesa", "prompt")).toBe("M-PESA prompt");
    expect(paymentSourceLabel("mpesa", "code")).toBe("M-PESA code");
    expect(paymentSourceLabel("cash", "door")).toBe("Cash at the door");
    expect(paymentSourceLabel("card", "door")).toBe("Card at the door");
    expect(paymentSourceLabel("mpesa", "door")).toBe("M-PESA at the door");
  });
});
