import { useRef, useState, type MouseEvent } from "react";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import { ProductImage } from "./product-image";

/** The anchor of the photo at `index` (from 0): `#photo-1` is the primary. */
const photoAnchor = (index: number) => `photo-${index + 1}`;

/**
 * A product page's photos (docs/decisions/060-product-photos.md): a square strip that swipes on a
 * phone (CSS scroll-snap, no carousel script), the primary first and the page's LCP image (eager,
 * high priority), the others lazy; under it one thumbnail link per photo to its `#photo-N`
 * anchor, so it works before scripts and without them; with them, a thumbnail scrolls the strip
 * alone (not the page) and the one in view is marked. Every box has its size before an image
 * arrives, so nothing moves. A photo's alt is its own, else the product's `name`; no photos
 * shows the placeholder (SPEC §8).
 */
export function ProductGallery({ photos, name }: { photos: ProductPhoto[]; name: string }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const shown = photos.length > 0 ? photos : [{ url: "", alt: "" }];
  const onScroll = () => {
    const strip = stripRef.current;
    if (strip) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };
  const show = (event: MouseEvent, index: number) => {
    const strip = stripRef.current;
    if (!strip) return;
    event.preventDefault();
    strip.scrollTo({ left: index * strip.clientWidth, behavior: "smooth" });
  };
  return (
    <div className="min-w-0">
      <div className="relative">
        <ul
          ref={stripRef}
          onScroll={onScroll}
          aria-label={`Photos of ${name}`}
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-linen [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {shown.map((photo, index) => (
            <li
              key={photo.url || "placeholder"}
              id={photoAnchor(index)}
              className="aspect-square w-full shrink-0 snap-center snap-always scroll-mt-24"
            >
              <ProductImage
                image={photo.url || null}
                alt={photo.alt || name}
                sizes="(min-width: 768px) 45vw, 100vw"
                isPriority={index === 0}
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
        {shown.length > 1 && (
          <p
            aria-hidden
            className="absolute right-3 bottom-3 bg-ivory/85 px-2.5 py-1 text-[0.65rem] tracking-[0.2em] text-espresso tabular-nums backdrop-blur-sm"
          >
            {current + 1} / {shown.length}
          </p>
        )}
      </div>
      {shown.length > 1 && (
        <ul aria-label="Choose a photo" className="mt-3 flex flex-wrap gap-2">
          {shown.map((photo, index) => (
            <li key={photo.url}>
              <a
                href={`#${photoAnchor(index)}`}
                onClick={(event) => show(event, index)}
                aria-label={`Photo ${index + 1} of ${shown.length}`}
                aria-current={index === current ? "true" : undefined}
                className="block size-16 border border-stone/70 bg-linen p-0.5 transition hover:border-espresso aria-[current=true]:border-gold aria-[current=true]:ring-1 aria-[current=true]:ring-gold sm:size-20"
              >
                <ProductImage
                  image={photo.url}
                  alt=""
                  sizes="80px"
                  className="size-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
