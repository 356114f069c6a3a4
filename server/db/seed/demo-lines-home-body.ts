import type { ProductLine } from "./demo-line";

/** Reed diffusers for the home. */
export const diffuserLines: ProductLine[] = [
  { name: "Karen Garden", gender: "unisex", family: "floral", feature: "frangipani" },
  { name: "Lavender Linen", gender: "unisex", family: "fougere", feature: "lavender" },
  { name: "Lemongrass and Ginger", gender: "unisex", family: "citrus", feature: "lemongrass" },
  { name: "White Cotton", gender: "unisex", family: "musk", isBestSeller: true },
  { name: "Amber Hearth", gender: "unisex", family: "amber", isBestSeller: true, feature: "amber" },
  { name: "Highland Tea Leaf", gender: "unisex", family: "fresh", feature: "green tea" },
  { name: "Sea Salt and Driftwood", gender: "unisex", family: "aquatic", feature: "sea salt" },
  { name: "Fig Tree Terrace", gender: "unisex", family: "woody", feature: "fig" },
  { name: "Sandalwood Study", gender: "unisex", family: "woody", feature: "sandalwood" },
  { name: "Spiced Chai", gender: "unisex", family: "spicy", feature: "cardamom" },
];

/** Niche diffusers: heavier oils, larger vessels, the extraits' materials at home. */
export const nicheDiffuserLines: ProductLine[] = [
  { name: "Oud Majlis", gender: "unisex", family: "oud", isBestSeller: true, feature: "agarwood" },
  { name: "Cathedral Incense", gender: "unisex", family: "spicy", feature: "incense" },
  { name: "Black Fig Salon", gender: "unisex", family: "woody", feature: "fig" },
  { name: "Amber Library", gender: "unisex", family: "amber", feature: "labdanum" },
  { name: "Tuberose Atrium", gender: "unisex", family: "floral", feature: "tuberose" },
];

/** Room sprays: a quick veil of scent for a room or linen. */
export const roomSprayLines: ProductLine[] = [
  { name: "Lavender Room Mist", gender: "unisex", family: "fougere", feature: "lavender" },
  { name: "Cedar and Smoke Room Spray", gender: "unisex", family: "woody", feature: "cedar" },
  { name: "Citrus Grove Room Spray", gender: "unisex", family: "citrus", feature: "bitter orange" },
  { name: "Oud Nights Room Spray", gender: "unisex", family: "oud", feature: "agarwood" },
  { name: "Clean Cotton Room Spray", gender: "unisex", family: "musk", feature: "white musk" },
];

/** Hanging car diffusers. */
export const autoPerfumeLines: ProductLine[] = [
  { name: "Road to Naivasha", gender: "unisex", family: "fresh", isBestSeller: true },
  {
    name: "Leather Seats",
    gender: "men",
    family: "leather",
    isBestSeller: true,
    feature: "leather",
  },
  { name: "Drive Amber", gender: "unisex", family: "amber", feature: "amber" },
  { name: "Ocean Drive", gender: "men", family: "aquatic" },
  { name: "Coffee Break", gender: "unisex", family: "gourmand", feature: "coffee" },
  { name: "Citrus Commute", gender: "unisex", family: "citrus", feature: "grapefruit" },
  {
    name: "Black Vanilla Auto",
    gender: "women",
    family: "gourmand",
    feature: "Madagascar vanilla",
  },
  { name: "Oud Cruise", gender: "men", family: "oud", isBestSeller: true },
  {
    name: "Cherry Blossom Drive",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "cherry blossom",
  },
  { name: "Mint Highway", gender: "men", family: "fresh", feature: "mint" },
];

/** Body Care: oils, butters, scrubs and washes. */
export const bodyCareLines: ProductLine[] = [
  {
    name: "Amber Body Oil",
    gender: "women",
    family: "amber",
    isBestSeller: true,
    form: "body-oil",
    feature: "amber",
  },
  {
    name: "Shea and Vanilla Body Butter",
    gender: "women",
    family: "gourmand",
    isBestSeller: true,
    form: "body-butter",
    feature: "Madagascar vanilla",
  },
  {
    name: "Coffee Body Scrub",
    gender: "unisex",
    family: "gourmand",
    form: "body-scrub",
    feature: "coffee",
  },
  {
    name: "Rose Shower Gel",
    gender: "women",
    family: "floral",
    form: "body-wash",
    feature: "Damask rose",
  },
  {
    name: "Cedar Beard Oil",
    gender: "men",
    family: "woody",
    isBestSeller: true,
    form: "body-oil",
    feature: "cedar",
    description:
      "A light beard oil of jojoba and argan oil, scented with cedar, bergamot and a trace of vetiver. Three drops worked through the beard soften the hair and calm the skin beneath. Dry, woody and subtle enough to wear with any cologne.",
  },
  {
    name: "Lavender Calm Body Wash",
    gender: "unisex",
    family: "fougere",
    form: "body-wash",
    feature: "lavender",
  },
  {
    name: "Oud Hand Cream",
    gender: "unisex",
    family: "oud",
    form: "hand-cream",
    feature: "agarwood",
  },
  {
    name: "Frangipani Body Oil",
    gender: "women",
    family: "floral",
    form: "body-oil",
    feature: "frangipani",
  },
  {
    name: "Vetiver Shave Cream",
    gender: "men",
    family: "woody",
    form: "shave-cream",
    feature: "vetiver",
  },
];

/** Body lotions scented with the house perfumes. */
export const lotionLines: ProductLine[] = [
  {
    name: "Rose de Karen Body Lotion",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "Damask rose",
  },
  {
    name: "Amber Veil Body Lotion",
    gender: "women",
    family: "amber",
    isBestSeller: true,
    feature: "amber",
  },
  {
    name: "Cedar Night Body Lotion",
    gender: "men",
    family: "woody",
    isBestSeller: true,
    feature: "cedar",
  },
  { name: "Lavender Milk Lotion", gender: "unisex", family: "fougere", feature: "lavender" },
  {
    name: "Jasmine Silk Lotion",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "jasmine sambac",
  },
  {
    name: "Vanilla Dune Body Lotion",
    gender: "women",
    family: "gourmand",
    feature: "Madagascar vanilla",
  },
];

/** Body and hair mists: light, bright, made to be reapplied. */
export const mistLines: ProductLine[] = [
  {
    name: "Peony Whisper Body Mist",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "peony",
  },
  {
    name: "Lavender Hour Mist",
    gender: "women",
    family: "fougere",
    isBestSeller: true,
    feature: "lavender",
  },
  {
    name: "Coconut Diani Mist",
    gender: "women",
    family: "gourmand",
    isBestSeller: true,
    feature: "coconut",
  },
  {
    name: "Pink Guava Mist",
    gender: "women",
    family: "floral",
    isBestSeller: true,
    feature: "pink guava",
  },
  { name: "Sugar Orchid Mist", gender: "women", family: "gourmand", feature: "orchid" },
  { name: "Frangipani Breeze Mist", gender: "women", family: "floral", feature: "frangipani" },
  { name: "Fresh Linen Mist", gender: "unisex", family: "musk", feature: "white musk" },
  {
    name: "Vanilla Cashmere Mist",
    gender: "women",
    family: "gourmand",
    isBestSeller: true,
    feature: "Madagascar vanilla",
  },
];

/** Others: candles and discovery sets. */
export const otherLines: ProductLine[] = [
  {
    name: "Amber Hearth Candle",
    gender: "unisex",
    family: "amber",
    form: "candle",
    isBestSeller: true,
  },
  {
    name: "Rose Petal Candle",
    gender: "women",
    family: "floral",
    form: "candle",
    feature: "Damask rose",
  },
  { name: "Oud Wood Candle", gender: "unisex", family: "oud", form: "candle", feature: "agarwood" },
  {
    name: "Discovery Set for Her",
    gender: "women",
    family: "floral",
    form: "discovery-set",
    description:
      "Five 2ml vials of our best-loved women's perfumes, from Rose de Karen to Vanilla Dune. Wear each for a day before choosing a full bottle; the set arrives in a linen-lined box that makes an easy gift.",
  },
  {
    name: "Discovery Set for Him",
    gender: "men",
    family: "woody",
    form: "discovery-set",
    description:
      "Five 2ml vials of our most popular men's perfumes, from the fresh Kilimanjaro Frost to the smoky Cedar Night. A considered way to find a signature before committing to a full bottle, and a gift that is hard to get wrong.",
  },
];
