/**
 * The event a live page's stream sends first, and again on each reconnect: its data is the
 * version of what the page shows, as its loader reads it
 * (docs/decisions/031-live-page-versions.md).
 */
export const liveVersionEvent = "version";
