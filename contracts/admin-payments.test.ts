import { describe, expect, test } from "vitest";
import { maskPhone, parsePaymentDayQuery, paymentSourceLabel } from "./admin-payments";

describe("the Payments page's query", () => {
  test("a day that is no calendar day, an unknown state and page 0 show today's first page", () => {
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
