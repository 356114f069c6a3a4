/**
 * The home carousel's ten slides (SPEC §2, §9). Images are made by scripts/generate-assets:
 * `${image}-${width}.webp` for each of bannerImageWidths, 16:9, with no text in them — the
 * headline and sub-line are HTML over the image, on its calmer left side.
 *
 * `theme` names the TEXT colour, as SPEC's "light or dark text theme" does:
 * - "light": light text, because the image is dark;
 * - "dark": dark text, because the image is light.
 */
export interface BannerSlide {
  /** Base path; append `-${width}.webp`. */
  image: string;
  theme: "light" | "dark";
  headline: string;
  subline: string;
  alt: string;
  /** The sale's slide: its headline is the catalogue's deepest sale, and it links to the sale. */
  isSale?: boolean;
}

/** Where the sale slide's 'Shop Now' goes: the products with a size on sale (DESIGN §5). */
export const saleListingHref = "/all-products?sale=true";

/**
 * The slides shown for a catalogue whose deepest sale is `salePercent` off: the sale's headline
 * says it ("Sale up to 35% off"); with nothing on sale the slide is left out.
 */
export function slidesFor(salePercent: number): BannerSlide[] {
  return bannerSlides.flatMap((slide) => {
    if (!slide.isSale) return [slide];
    return salePercent > 0 ? [{ ...slide, headline: `Sale up to ${salePercent}% off` }] : [];
  });
}

/** Widths (px) of every banner image on disk. */
export const bannerImageWidths = [480, 960, 1600] as const;

export const bannerSlides: BannerSlide[] = [
  {
    image: "/media/banners/slide-1",
    theme: "light",
    headline: "The art of oud",
    subline: "Rare agarwood extraits, blended in small batches.",
    alt: "Two oud perfume bottles on a dark stone plinth beside a curl of incense smoke",
  },
  {
    image: "/media/banners/slide-2",
    theme: "dark",
    headline: "Sale",
    isSale: true,
    subline: "On selected perfumes, mists and home scents, while stocks last.",
    alt: "Pink floral perfume bottles on blush silk with scattered blossoms",
  },
  {
    image: "/media/banners/slide-3",
    theme: "light",
    headline: "Bottled at golden hour",
    subline: "Nairobi Dusk: saffron, amber and warm woods.",
    alt: "An amber perfume bottle before acacia trees at sunset",
  },
  {
    image: "/media/banners/slide-4",
    theme: "dark",
    headline: "Fresh from the highlands",
    subline: "Green tea, mint and vetiver for warm Nairobi days.",
    alt: "Green perfume bottles with a lemon and leaves in soft morning light",
  },
  {
    image: "/media/banners/slide-5",
    theme: "light",
    headline: "Karibu nyumbani",
    subline: "Reed diffusers and candles that make home smell like you.",
    alt: "A reed diffuser and a lit candle on a stone slab in warm lamplight",
  },
  {
    image: "/media/banners/slide-6",
    theme: "dark",
    headline: "Soft skin, lasting scent",
    subline: "Lotions, oils and butters scented with our perfumes.",
    alt: "A lotion pump bottle, a tube and a jar of body butter on cream silk",
  },
  {
    image: "/media/banners/slide-7",
    theme: "light",
    headline: "Niche. Rare. Yours.",
    subline: "Extraits de Parfum with twelve hours and more on skin.",
    alt: "A faceted perfume bottle on a plinth, framed by fine gold rings",
  },
  {
    image: "/media/banners/slide-8",
    theme: "dark",
    headline: "A breeze from Diani",
    subline: "Sea salt, bergamot and driftwood, made for the coast.",
    alt: "Blue perfume bottles and smooth pebbles on pale sand by the sea",
  },
  {
    image: "/media/banners/slide-9",
    theme: "light",
    headline: "The gift of mystery",
    subline: "A full bottle chosen by our perfumers, sealed until it arrives.",
    alt: "Two gift boxes tied with gold ribbon among soft points of light",
  },
  {
    image: "/media/banners/slide-10",
    theme: "dark",
    headline: "Crisp mornings, bold colognes",
    subline: "Bright citrus and cool woods to start the day.",
    alt: "A citrus-gold cologne and a blue bottle in a shaft of morning light",
  },
];
