import { describe, expect, test } from "vitest";
import {
  dayBounds,
  isCalendarDay,
  nairobiDay,
  nairobiInstant,
  nairobiWallClock,
  nairobiYear,
  shiftDay,
} from "./nairobi-time";

describe("the shop's days (Nairobi, UTC+3)", () => {
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

  test("only a real calendar day between 2000 and 2999 is one", () => {
    expect(["2026-02-28", "2028-02-29"].every(isCalendarDay)).toBe(true);
    expect(
      ["2026-02-29", "2026-13-01", "26-01-01", "2026-1-1", "1999-12-31"].some(isCalendarDay),
    ).toBe(false);
  });

  test("the year turns at midnight in Nairobi, 21:00 UTC on 31 December", () => {
    expect(nairobiYear(new Date("2026-12-31T20:59:59Z"))).toBe(2026);
    expect(nairobiYear(new Date("2026-12-31T21:00:00Z"))).toBe(2027);
  });
});

describe("Nairobi's clock", () => {
  test("reads three hours ahead of UTC, and back", () => {
    expect(nairobiWallClock(new Date("2026-12-31T21:30:05Z"))).toBe("2027-01-01T00:30:05");
    expect(nairobiInstant("2027-01-01T00:30:05")).toEqual(new Date("2026-12-31T21:30:05Z"));
  });

  test("a time no clock reads is an Invalid Date", () => {
    expect(nairobiInstant("2026-13-01T00:00:00").getTime()).toBeNaN();
  });
});
