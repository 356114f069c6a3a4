import { describe, expect, test } from "vitest";
import { changeText, parseReportRange, periodBefore, reportTexts } from "./reports";

/** Thursday 3 December 2026, 10:00 in Nairobi. */
const now = new Date("2026-12-03T07:00:00Z");
const rangeOf = (query: string) => parseReportRange(new URLSearchParams(query), now);

describe("a report's period (decision 078)", () => {
  test("today, yesterday, this week from Monday and this month from the 1st, in Nairobi days", () => {
    expect(rangeOf("period=today")).toMatchObject({ from: "2026-12-03", to: "2026-12-03" });
    expect(rangeOf("period=yesterday")).toMatchObject({ from: "2026-12-02", to: "2026-12-02" });
    expect(rangeOf("")).toMatchObject({
      period: "this_week",
      from: "2026-11-30",
      to: "2026-12-03",
    });
    expect(rangeOf("period=this_month")).toMatchObject({ from: "2026-12-01", to: "2026-12-03" });
    // 23:30 on Sunday in Nairobi is still that week.
    const sunday = parseReportRange(
      new URLSearchParams("period=this_week"),
      new Date("2026-12-06T20:30:00Z"),
    );
    expect(sunday).toMatchObject({ from: "2026-11-30", to: "2026-12-06" });
  });

  test("a range is compared with as many days just before it", () => {
    const range = rangeOf("period=range&from=2026-11-01&to=2026-11-30");
    expect(range).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
    expect(periodBefore(range as never)).toEqual({ from: "2026-10-02", to: "2026-10-31" });
  });

  test("a range ending before it starts, over two years or of no such day is refused, naming why", () => {
    expect(rangeOf("period=range&from=2026-12-03&to=2026-12-01")).toEqual({
      error: reportTexts.endsBeforeStart,
    });
    expect(rangeOf("period=range&from=2024-12-01&to=2026-12-03")).toEqual({
      error: reportTexts.tooLong,
    });
    expect(rangeOf("period=range&from=2026-02-30&to=2026-03-03")).toEqual({
      error: reportTexts.badDay,
    });
    expect(rangeOf("period=range&from=2025-12-03&to=2026-12-03")).toHaveProperty("from");
  });

  test("the change on the period before reads as a signed percentage", () => {
    expect(changeText(1500, 1000)).toBe("+50%");
    expect(changeText(500, 1000)).toBe("−50%");
    expect(changeText(0, 0)).toBe("0%");
    expect(changeText(100, 0)).toBe("—");
  });
});
