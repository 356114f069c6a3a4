import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { liveVersionEvent } from "#contracts/live-stream.ts";

/**
 * Keeps a page's loader data live (DESIGN §6, live lists): listens to the server-sent events at
 * `streamUrl` and reloads the page's data (no page reload) on each `eventName` event, and when
 * the version the stream sends as it opens or reopens is not `version`, the one the page's data
 * was read at: a change made after the server rendered the page and before the stream first
 * opened, or while it was down, was sent to no one (docs/decisions/031-live-page-versions.md).
 */
export function useLiveRevalidation(streamUrl: string, eventName: string, version: string): void {
  const { revalidate } = useRevalidator();
  const shownVersion = useRef(version);
  useEffect(() => {
    shownVersion.current = version;
  }, [version]);
  useEffect(() => {
    const source = new EventSource(streamUrl);
    const refresh = () => void revalidate();
    source.addEventListener(eventName, refresh);
    source.addEventListener(liveVersionEvent, (event) => {
      if (event.data !== JSON.stringify(shownVersion.current)) refresh();
    });
    return () => source.close();
  }, [streamUrl, eventName, revalidate]);
}
