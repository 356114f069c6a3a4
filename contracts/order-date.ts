import { nairobiTimeZone } from "./nairobi-time";

const orderDateFormat = new Intl.DateTimeFormat("en-KE", {
  timeZone: nairobiTimeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** SPEC §9: an order's date in Kenyan English, Nairobi time, e.g. '22 Nov 2026, 09:41'. */
export function formatOrderDate(date: Date | string): string {
  return orderDateFormat.format(typeof date === "string" ? new Date(date) : date);
}
