import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { bannerImageWidths, saleListingHref, slidesFor } from "../../lib/home/banner-slides";
import { useSalePercent } from "../../lib/home/sale";
import { useDeferredCarousel } from "../../lib/home/use-deferred-carousel";
import { useIsHydrated } from "../../lib/use-hydrated";

const srcSet = (base: string) =>
  bannerImageWidths.map((width) => `${base}-${width}.webp ${width}w`).join(", ");

function scrollToCollections() {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document.getElementById("collections")?.scrollIntoView({ behavior: reduced ? "auto" : "smooth" });
}

/**
 * The home banner carousel (SPEC §2): 10 slides advancing every 12 s, swipe, arrow keys and
 * buttons (shown once the page is live); no autoplay when the user prefers reduced motion. 'Shop
 * Now' scrolls to the grids (a link to them before the page is live); the sale's slide, there
 * while something is on sale, says how much and links to the sale (DESIGN §5).
 */
export function BannerCarousel() {
  const slides = slidesFor(useSalePercent());
  const { viewportRef, selected, previous, next } = useDeferredCarousel(slides.length);
  const isHydrated = useIsHydrated();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous();
    if (event.key === "ArrowRight") next();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      onKeyDown={onKeyDown}
      className="relative bg-espresso"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => {
            const isLight = slide.theme === "light";
            return (
              <div
                key={slide.image}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={index !== selected}
                className="relative min-w-0 flex-[0_0_100%]"
              >
                <img
                  src={`${slide.image}-960.webp`}
                  srcSet={srcSet(slide.image)}
                  sizes="100vw"
                  alt={slide.alt}
                  width={1600}
                  height={900}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  decoding={index === 0 ? "sync" : "async"}
                  data-hero={index === 0 ? "" : undefined}
                  className="h-[68svh] max-h-[44rem] min-h-[26rem] w-full object-cover object-[72%_center] sm:aspect-[16/9] sm:h-auto sm:max-h-[40rem] sm:object-center"
                />
                <div
                  className={`absolute inset-0 flex items-end sm:items-center ${
                    isLight
                      ? "bg-gradient-to-t from-espresso/70 via-espresso/10 to-transparent sm:bg-gradient-to-r"
                      : "bg-gradient-to-t from-ivory/80 via-ivory/10 to-transparent sm:bg-gradient-to-r"
                  }`}
                >
                  <div
                    className={`container-page pb-16 sm:pb-0 ${isLight ? "text-ivory" : "text-espresso"}`}
                  >
                    <p className={`eyebrow ${isLight ? "text-ivory/80" : "text-ink/70"}`}>Loris</p>
                    <h2 className="mt-3 max-w-xl font-display text-4xl leading-[1.05] sm:text-6xl">
                      {slide.headline}
                    </h2>
                    <p className="mt-4 max-w-md text-sm sm:text-base">{slide.subline}</p>
                    <a
                      href={slide.isSale ? saleListingHref : "#collections"}
                      tabIndex={index === selected ? 0 : -1}
                      onClick={(event) => {
                        if (slide.isSale) return;
                        event.preventDefault();
                        scrollToCollections();
                      }}
                      className={`mt-7 inline-flex px-8 py-3 text-xs tracking-[0.25em] uppercase transition ${
                        isLight
                          ? "bg-ivory text-espresso hover:bg-white"
                          : "bg-espresso text-ivory hover:bg-ink"
                      }`}
                    >
                      Shop Now
                    </a>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="absolute right-4 bottom-4 flex items-center gap-2 sm:right-8 sm:bottom-8">
        {/* The arrows need the page live: not shown before, so no tap on them is lost. */}
        {isHydrated && (
          <SlideButton label="Previous slide" onClick={previous}>
            <ChevronLeft aria-hidden className="size-5" strokeWidth={1.5} />
          </SlideButton>
        )}
        <p
          className="min-w-12 text-center text-xs tracking-widest text-ivory tabular-nums mix-blend-difference"
          aria-live="polite"
        >
          {selected + 1} / {slides.length}
        </p>
        {isHydrated && (
          <SlideButton label="Next slide" onClick={next}>
            <ChevronRight aria-hidden className="size-5" strokeWidth={1.5} />
          </SlideButton>
        )}
      </div>
    </section>
  );
}

/** A round arrow button over the slides. */
function SlideButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="grid size-10 place-items-center rounded-full bg-ivory/85 text-espresso hover:bg-ivory"
    >
      {children}
    </button>
  );
}
