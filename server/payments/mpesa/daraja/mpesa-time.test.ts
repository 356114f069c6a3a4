import { describe, expect, test } from "vitest";
import { nairobiTimeOf, paidAtOf } from "./mpesa-time";

describe("M-PESA's times", () => {
  test("Daraja's yyyyMMddHHmmss is Nairobi time (UTC+3)", () => {
    expect(nairobiTimeOf("20261126235940")?.toISOString()).toBe("2026-11-26T20:59:40.000Z");
    expect(nairobiTimeOf("2026112623594")).toBeUndefined();
    expect(nairobiTimeOf("20261126256100")).toBeUndefined();
  });

  test("a callback's payment time is believed from a day before it came to 5 minutes after", () => {
    const now = new Date("2026-11-26T21:00:05Z");
    expect(paidAtOf("20261126235940", now).toISOString()).toBe("2026-11-26T20:59:40.000Z");
    expect(paidAtOf("20261126000006", now)).toEqual(new Date("2026-11-25T21:00:06Z"));
    expect(paidAtOf("20261126000004", now)).toBe(now);
    expect(paidAtOf("20261127000404", now)).toEqual(new Date("2026-11-26T21:04:04Z"));
    expect(paidAtOf("20261127000506", now)).toBe(now);
    expect(paidAtOf("", now)).toBe(now);
  });
});
