import { useEffect, useState } from "react";

/** SPEC §9: the header reappears this long after scrolling stops (ms). */
export const headerReshowDelayMs = 100;

/**
 * SPEC §2: the header hides while the page scrolls down and reappears once scrolling has
 * stopped for 100 ms (and whenever the page is near its top).
 */
export function useHeaderVisibility(): boolean {
  const [isVisible, setIsVisible] = useState(true);
  useEffect(() => {
    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      if (y > lastY && y > 80) setIsVisible(false);
      lastY = y;
      clearTimeout(timer);
      timer = setTimeout(() => setIsVisible(true), headerReshowDelayMs);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, []);
  return isVisible;
}
