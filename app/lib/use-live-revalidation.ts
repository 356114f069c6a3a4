import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Keeps a page's loader data live: listens to the server-sent events at `streamUrl` and reloads
 * the page's data (no page reload) on each `eventName` event, and after the stream reconnects,
 * since changes made while it was down were not sent (DESIGN §6, live lists).
 */
export function useLiveRevalidation(streamUrl: string, eventName: string): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const source = new EventSource(streamUrl);
    let wasDown = false;
    const refresh = () => void revalidate();
    source.addEventListener(eventName, refresh);
    source.onerror = () => {
      wasDown = true;
    };
    source.onopen = () => {
      if (wasDown) refresh();
      wasDown = false;
    };
    return () => source.close();
  }, [streamUrl, eventName, revalidate]);
}
