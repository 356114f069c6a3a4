// The shop's clock: Nairobi, whatever the server's or the browser's own time zone. No zod here:
// pages import it (decision 048).

/** The shop's time zone (IANA), for `Intl.DateTimeFormat`'s `timeZone` (SPEC §9). */
export const nairobiTimeZone = "Africa/Nairobi";

/**
 * Nairobi's offset from UTC, as ISO 8601 writes it and in ms: +3 hours all year (Kenya keeps no
 * daylight saving time).
 */
const utcOffset = { text: "+03:00", ms: 3 * 3_600_000 } as const;

const nairobiDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: nairobiTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The instant Nairobi's clocks read `wallClock` ('2026-03-14T23:59:30', ISO 8601 without an
 * offset; seconds and milliseconds optional); an Invalid Date when it is no such time.
 */
export function nairobiInstant(wallClock: string): Date {
  return new Date(`${wallClock}${utcOffset.text}`);
}

/** What Nairobi's clocks read at `at`: 'YYYY-MM-DDTHH:mm:ss' (24-hour, no offset). */
export function nairobiWallClock(at: Date): string {
  return new Date(at.getTime() + utcOffset.ms).toISOString().slice(0, 19);
}

/** The shop's day (Nairobi) that `at` falls on, as YYYY-MM-DD. */
export function nairobiDay(at: Date): string {
  return nairobiDayFormat.format(at);
}

/** The year on Nairobi's calendar at `at` (2027 from midnight on 1 January, Nairobi time). */
export function nairobiYear(at: Date): number {
  return Number(nairobiDay(at).slice(0, 4));
}

/** The instants day `day` (YYYY-MM-DD, Nairobi) starts and ends at: [start, end). */
export function dayBounds(day: string): { start: Date; end: Date } {
  return {
    start: nairobiInstant(`${day}T00:00:00`),
    end: nairobiInstant(`${shiftDay(day, 1)}T00:00:00`),
  };
}

/** The calendar day `days` after `day` (negative: before), both YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** A real calendar day between 2000 and 2999 written YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(text: string): boolean {
  return /^2\d{3}-\d{2}-\d{2}$/.test(text) && shiftDay(text, 0) === text;
}
