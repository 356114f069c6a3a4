import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

/** SPEC §9: each slide shows for 12 s. */
export const slideDurationMs = 12_000;

/**
 * The banner's embla carousel, loaded after the page shows rather than with it (decision 011: the
 * first slide is server-rendered and needs no script to paint). Returns the viewport's ref,
 * the selected slide and previous/next, which also work while embla is still loading: the steps
 * are applied once it starts. Autoplay stops when the user prefers reduced motion.
 */
export function useDeferredCarousel(slideCount: number) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // A ref, not state: a tap between embla's start and the next render must reach embla.
  const carousel = useRef<EmblaCarouselType>(undefined);
  const [selected, setSelected] = useState(0);
  const pendingSteps = useRef(0);

  useEffect(() => {
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let isCancelled = false;
    void Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
      ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (isCancelled) return;
        const autoplay = Autoplay({
          delay: slideDurationMs,
          stopOnInteraction: false,
          stopOnMouseEnter: true,
        });
        started = EmblaCarousel(viewport, { loop: true, duration: 30 }, [autoplay]);
        if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) autoplay.stop();
        started.on("select", (api) => setSelected(api.selectedScrollSnap()));
        const steps = pendingSteps.current % slideCount;
        if (steps !== 0) started.scrollTo((steps + slideCount) % slideCount, true);
        carousel.current = started;
      },
    );
    return () => {
      isCancelled = true;
      carousel.current = undefined;
      started?.destroy();
    };
  }, [viewport, slideCount]);

  const step = useCallback(
    (by: 1 | -1) => {
      if (carousel.current) {
        if (by === 1) carousel.current.scrollNext();
        else carousel.current.scrollPrev();
        return;
      }
      pendingSteps.current += by;
      setSelected((current) => (current + by + slideCount) % slideCount);
    },
    [slideCount],
  );
  return {
    viewportRef: setViewport,
    selected,
    previous: useCallback(() => step(-1), [step]),
    next: useCallback(() => step(1), [step]),
  };
}
