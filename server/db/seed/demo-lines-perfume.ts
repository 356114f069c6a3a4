import type { ProductLine } from "./demo-line";

/** The house line: Eau de Parfum for every day and every evening. */
export const lorisPerfumeLines: ProductLine[] = [
  { name: "Amber Veil", gender: "women", family: "amber", isBestSeller: true },
  {
    name: "Rose de Karen",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "Damask rose",
  },
  {
    name: "Jasmine Noon",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "jasmine sambac",
  },
  {
    name: "Velvet Orchid",
    gender: "women",
    family: "gourmand",
    isBestSeller: true,
    feature: "orchid",
  },
  { name: "Silk Petal", gender: "women", family: "musk", isBestSeller: true },
  { name: "Golden Hour", gender: "women", family: "amber", isBestSeller: true },
  { name: "Blush Iris", gender: "women", family: "musk", feature: "iris" },
  {
    name: "Peony Whisper",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "peony",
  },
  {
    name: "Vanilla Dune",
    gender: "women",
    family: "gourmand",
    isBestSeller: true,
    feature: "Madagascar vanilla",
  },
  { name: "Lumiere Blanche", gender: "women", family: "floral", feature: "tuberose" },
  { name: "Cedar Night", gender: "men", family: "woody", isBestSeller: true, feature: "cedar" },
  { name: "Noble Vetiver", gender: "men", family: "woody", isBestSeller: true, feature: "vetiver" },
  { name: "Midnight Leather", gender: "men", family: "leather", isBestSeller: true },
  { name: "Iron Bark", gender: "men", family: "woody" },
  {
    name: "Baron Tabac",
    gender: "men",
    family: "spicy",
    isBestSeller: true,
    feature: "tobacco leaf",
  },
  { name: "Azure Drift", gender: "men", family: "aquatic", isBestSeller: true },
  {
    name: "Ember and Smoke",
    gender: "men",
    family: "spicy",
    isBestSeller: true,
    feature: "incense",
  },
  { name: "Tsavo Red", gender: "men", family: "spicy" },
  {
    name: "Kilimanjaro Frost",
    gender: "men",
    family: "fresh",
    isBestSeller: true,
    feature: "mint",
  },
  { name: "Stone Fern", gender: "men", family: "fougere", isBestSeller: true, feature: "lavender" },
  { name: "Savanna Noir", gender: "men", family: "leather", isBestSeller: true },
  { name: "Nairobi Dusk", gender: "unisex", family: "amber", isBestSeller: true },
  { name: "White Tea Atelier", gender: "unisex", family: "fresh", feature: "green tea" },
  { name: "Lamu Salt", gender: "unisex", family: "aquatic", feature: "sea salt" },
  { name: "Fig and Cashmere", gender: "unisex", family: "woody", feature: "fig" },
  {
    name: "Sandalwood Muse",
    gender: "unisex",
    family: "woody",
    isBestSeller: true,
    feature: "sandalwood",
  },
];

/** Frequence: a younger line tuned like music, bright openings and long trails. */
export const frequenceLines: ProductLine[] = [
  { name: "Soft Signal", gender: "women", family: "musk", isBestSeller: true },
  {
    name: "Pulse Rouge",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "Damask rose",
  },
  { name: "Echo Blossom", gender: "women", family: "floral", feature: "orange blossom" },
  {
    name: "Velvet Tone",
    gender: "women",
    family: "gourmand",
    isBestSeller: true,
    feature: "praline",
  },
  { name: "Crescendo", gender: "women", family: "amber" },
  {
    name: "Aria Blanc",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "jasmine sambac",
  },
  { name: "Low Frequency", gender: "men", family: "woody", isBestSeller: true },
  { name: "Oud Resonance", gender: "men", family: "oud", isBestSeller: true, feature: "agarwood" },
  { name: "Static Vetiver", gender: "men", family: "woody", feature: "vetiver" },
  { name: "Night Transmission", gender: "men", family: "leather", isBestSeller: true },
  { name: "Blue Wave", gender: "men", family: "aquatic", isBestSeller: true },
  { name: "Tempo", gender: "men", family: "citrus" },
  { name: "Wavelength", gender: "unisex", family: "musk" },
  { name: "Harmonic Neroli", gender: "unisex", family: "citrus", feature: "neroli" },
];

/** Niche extraits: rare materials, high concentration, small batches. */
export const nichePerfumeLines: ProductLine[] = [
  { name: "Oud Royale", gender: "men", family: "oud", isBestSeller: true, feature: "agarwood" },
  { name: "Oud Safari", gender: "men", family: "oud", isBestSeller: true },
  {
    name: "Oud Silk Road",
    gender: "women",
    family: "oud",
    isBestSeller: true,
    feature: "Taif rose",
  },
  { name: "Oud Noir Absolu", gender: "unisex", family: "oud", isBestSeller: true },
  { name: "Oud Mombasa", gender: "unisex", family: "oud", feature: "saffron" },
  {
    name: "Saffron Throne",
    gender: "men",
    family: "spicy",
    isBestSeller: true,
    feature: "saffron",
  },
  {
    name: "Tuberose Nocturne",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "tuberose",
  },
  { name: "Iris Cathedral", gender: "women", family: "musk", feature: "orris butter" },
  { name: "Ambergris Tide", gender: "unisex", family: "aquatic", feature: "ambergris" },
  { name: "Smoked Vanilla Absolu", gender: "women", family: "gourmand", isBestSeller: true },
  { name: "Leather Monarch", gender: "men", family: "leather", isBestSeller: true },
  { name: "Incense Chapel", gender: "unisex", family: "spicy", feature: "incense" },
  {
    name: "Rose Taif Elixir",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "Taif rose",
  },
  { name: "Black Orchid Reverie", gender: "women", family: "gourmand", feature: "orchid" },
  { name: "Vetiver Imperial", gender: "men", family: "woody", feature: "vetiver" },
  { name: "Myrrh and Gold", gender: "men", family: "amber", isBestSeller: true, feature: "myrrh" },
  { name: "Frankincense Dawn", gender: "unisex", family: "woody", feature: "frankincense" },
  {
    name: "Neroli Absolute",
    gender: "women",
    family: "citrus",
    isBestSeller: true,
    feature: "neroli",
  },
];

/** Eaux de Cologne: bright, quick to bloom, made to be splashed on generously. */
export const cologneLines: ProductLine[] = [
  {
    name: "Bergamot Club",
    gender: "men",
    family: "citrus",
    isBestSeller: true,
    feature: "bergamot",
  },
  {
    name: "Riviera Citron",
    gender: "men",
    family: "citrus",
    isBestSeller: true,
    feature: "Sicilian lemon",
  },
  { name: "Green Cypress", gender: "men", family: "fresh", feature: "cypress" },
  { name: "Coast Road", gender: "men", family: "aquatic", isBestSeller: true },
  {
    name: "Neroli Gentleman",
    gender: "men",
    family: "citrus",
    isBestSeller: true,
    feature: "neroli",
  },
  { name: "Cologne Intense No. 7", gender: "men", family: "spicy" },
  {
    name: "Lavender Barber",
    gender: "men",
    family: "fougere",
    isBestSeller: true,
    feature: "lavender",
  },
  { name: "Mint Tea Cologne", gender: "men", family: "fresh", feature: "mint" },
  {
    name: "Tobacco Leaf Cologne",
    gender: "men",
    family: "spicy",
    isBestSeller: true,
    feature: "tobacco leaf",
  },
  { name: "Cedar Cologne", gender: "men", family: "woody", feature: "cedar" },
  { name: "Eau de Limuru", gender: "unisex", family: "fresh", feature: "green tea" },
  { name: "Lime and Basil", gender: "unisex", family: "citrus", feature: "lime" },
];

/** Dmar: Arabian-style perfume oils and attars. */
export const dmarLines: ProductLine[] = [
  { name: "Musk Al Layl", gender: "women", family: "musk", form: "perfume-oil" },
  {
    name: "Rose Majesty",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    form: "perfume-oil",
    feature: "Taif rose",
  },
  { name: "Amber Sultan", gender: "men", family: "amber", isBestSeller: true, form: "perfume-oil" },
  { name: "Oud Al Shams", gender: "men", family: "oud", form: "perfume-oil", feature: "agarwood" },
  {
    name: "Sandal Attar",
    gender: "unisex",
    family: "woody",
    form: "perfume-oil",
    feature: "sandalwood",
  },
];

/** Mystery Perfume: a full bottle chosen by the house, sealed until it arrives. */
export const mysteryLines: ProductLine[] = [
  {
    name: "Mystery Perfume for Her",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    form: "mystery",
    description:
      "A full-size women's perfume chosen by our perfumers and sealed until it reaches your door. Expect a floral or soft oriental direction from the Loris or Frequence shelves, always worth more than its price. Tell us in the order notes which notes you love or avoid, and we will choose with care.",
  },
  {
    name: "Mystery Perfume for Him",
    gender: "men",
    family: "woody",
    isBestSeller: true,
    form: "mystery",
    description:
      "A full-size men's perfume picked by the house and kept a secret until you open the box. It leans woody, fresh or spiced, always from the Loris or Frequence lines and always worth more than you pay. Mention any notes you dislike in the order notes and we will steer clear.",
  },
  {
    name: "Mystery Niche Extrait",
    gender: "unisex",
    family: "oud",
    form: "mystery",
    price: 12500,
    sizes: ["50ml"],
    description:
      "One of our niche extraits, chosen by the house and revealed only when you untie the ribbon. Past boxes have held Oud Royale, Saffron Throne and Iris Cathedral: rich Extraits de Parfum with twelve hours and more on skin. Always a full 50ml bottle worth well above the price.",
  },
  {
    name: "Mystery Mini Trio",
    gender: "women",
    family: "musk",
    form: "mystery",
    price: 3500,
    sizes: ["3 x 10ml"],
    description:
      "Three 10ml travel sprays of women's favourites, chosen at random from the house line. A playful way to meet new signatures, from soft musks to bright florals, and small enough for any handbag.",
  },
];
