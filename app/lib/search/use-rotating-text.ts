import { useEffect, useState } from "react";

/** SPEC §9: the search placeholder rotates every 4000 ms with a 200 ms fade. */
export const placeholderRotationMs = 4000;
export const placeholderFadeMs = 200;

/**
 * Cycles through `texts` every 4 s while `isActive`: fades out for 200 ms, swaps, fades in.
 * Stays on the first text when the user prefers reduced motion.
 */
export function useRotatingText(texts: readonly string[], isActive: boolean) {
  const [index, setIndex] = useState(0);
  const [isFading, setIsFading] = useState(false);
  useEffect(() => {
    if (!isActive || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let swap: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setIsFading(true);
      swap = setTimeout(() => {
        setIndex((i) => (i + 1) % texts.length);
        setIsFading(false);
      }, placeholderFadeMs);
    }, placeholderRotationMs);
    return () => {
      clearInterval(timer);
      clearTimeout(swap);
    };
  }, [isActive, texts.length]);
  return { text: texts[index % texts.length] ?? "", isFading };
}
