import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Keeps a page's loader data live: listens to the server-sent events at `streamUrl` and reloads
 * the page's data (no page reload) on each `eventName` event, and each time the stream opens,
 * since changes made before it opened were not sent: while the page loaded and hydrated (seconds
 * on a slow phone, when an M-PESA callback may come), or while it was down (DESIGN §6, live lists).
 */
export function useLiveRevalidation(streamUrl: string, eventName: string): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const source = new EventSource(streamUrl);
    const refresh = () => void revalidate();
    source.addEventListener(eventName, refresh);
    source.onopen = refresh;
    return () => source.close();
  }, [streamUrl, eventName, revalidate]);
}
