import { nairobiTimeZone } from "./nairobi-time";

const longDateFormat = new Intl.DateTimeFormat("en-KE", {
  timeZone: nairobiTimeZone,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** A day in Kenyan English, Nairobi time, e.g. 'Sunday, 22 November 2026' (the dashboard's date). */
export function formatLongDate(date: Date | string): string {
  return longDateFormat.format(typeof date === "string" ? new Date(date) : date);
}

const joinedDateFormat = new Intl.DateTimeFormat("en-KE", {
  timeZone: nairobiTimeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A day without the time, Nairobi time, e.g. '22 Nov 2026' (when a customer joined). */
export function formatJoinedDate(date: Date | string): string {
  return joinedDateFormat.format(typeof date === "string" ? new Date(date) : date);
}
