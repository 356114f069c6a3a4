/**
 * Scent families of the demo catalogue: the notes a description draws from and the colours the
 * product illustration uses (scripts/generate-assets). Colours stay muted so the catalogue reads
 * as one house, not a sweet shop.
 */
export type ScentFamily =
  | "amber"
  | "floral"
  | "fresh"
  | "citrus"
  | "aquatic"
  | "oud"
  | "woody"
  | "gourmand"
  | "fougere"
  | "musk"
  | "leather"
  | "spicy";

export interface FamilyNotes {
  /** How the family is named in a sentence, e.g. "warm amber". */
  labels: readonly string[];
  top: readonly string[];
  heart: readonly string[];
  base: readonly string[];
  /** Glass / liquid tints, cap accents and soft backdrops that suit the family. */
  liquids: readonly string[];
  accents: readonly string[];
  backdrops: readonly string[];
}

const gold = "#b08d57";
const paleGold = "#c9ad7a";
const silver = "#a9aaac";
const espresso = "#2a211c";
const roseGold = "#c29a86";
const wood = "#7a5a40";
const ivory = "#ece4d6";

export const scentFamilies: Record<ScentFamily, FamilyNotes> = {
  amber: {
    labels: ["warm amber", "amber oriental", "resinous amber", "golden oriental"],
    top: ["pink pepper", "mandarin", "saffron", "bergamot", "cardamom"],
    heart: ["labdanum", "benzoin", "orange blossom", "cinnamon bark", "rose absolute"],
    base: ["amber", "tonka bean", "vanilla", "sandalwood", "myrrh", "styrax"],
    liquids: ["#c48a45", "#b8793a", "#d09a55"],
    accents: [gold, paleGold, espresso],
    backdrops: ["#f3e7d5", "#efe2cf", "#f5ece0"],
  },
  floral: {
    labels: ["romantic floral", "white floral", "luminous floral", "rose floral"],
    top: ["pear", "lychee", "pink grapefruit", "bergamot", "blackcurrant"],
    heart: ["Damask rose", "jasmine sambac", "peony", "tuberose", "orange blossom", "frangipani"],
    base: ["white musk", "cashmere wood", "sandalwood", "soft amber", "vanilla"],
    liquids: ["#e2aab2", "#d9a0a6", "#e8c0c0"],
    accents: [roseGold, gold, ivory],
    backdrops: ["#f6e9e7", "#f4e6e4", "#f7eeea"],
  },
  fresh: {
    labels: ["green", "fresh aromatic", "crisp green", "herbal"],
    top: ["green tea", "galbanum", "mint", "cucumber", "bergamot", "fig leaf"],
    heart: ["violet leaf", "basil", "lemongrass", "clary sage", "neroli"],
    base: ["vetiver", "cedarwood", "oakmoss", "white musk", "hay"],
    liquids: ["#9db58a", "#a9bf96", "#8fa983"],
    accents: [silver, gold, wood],
    backdrops: ["#edf0e6", "#eaeee3", "#f0f2ea"],
  },
  citrus: {
    labels: ["sparkling citrus", "citrus aromatic", "hesperidic", "bright citrus"],
    top: ["Sicilian lemon", "bergamot", "bitter orange", "lime", "grapefruit", "yuzu"],
    heart: ["neroli", "petitgrain", "orange blossom", "rosemary", "ginger"],
    base: ["white musk", "cedarwood", "vetiver", "ambrette", "light woods"],
    liquids: ["#e2c36a", "#d9b85c", "#e6cd85"],
    accents: [silver, gold, ivory],
    backdrops: ["#f6f0dc", "#f4eedb", "#f7f2e4"],
  },
  aquatic: {
    labels: ["aquatic", "marine", "ozonic", "sea-salt fresh"],
    top: ["sea salt", "bergamot", "cool mint", "calone", "lemon zest"],
    heart: ["sea fennel", "rosemary", "lavender", "water lily", "sage"],
    base: ["driftwood", "ambergris", "white musk", "cedarwood", "mineral accord"],
    liquids: ["#8fb3c4", "#86a8bb", "#9dbdca"],
    accents: [silver, "#5c6f7b", ivory],
    backdrops: ["#e6eef1", "#e3ebef", "#edf2f3"],
  },
  oud: {
    labels: ["smoky oud", "oud oriental", "dark woody oud", "rich oud"],
    top: ["saffron", "black pepper", "raspberry", "elemi", "cardamom"],
    heart: ["Taif rose", "agarwood", "incense", "patchouli", "leather"],
    base: ["oud", "sandalwood", "ambergris", "castoreum", "smoked birch"],
    liquids: ["#4a2f22", "#5a3826", "#3d2a20"],
    accents: [gold, paleGold, "#8a6a3c"],
    backdrops: ["#e9e0d5", "#e5dbcf", "#2b2420"],
  },
  woody: {
    labels: ["woody", "dry woody", "creamy woody", "woody aromatic"],
    top: ["bergamot", "juniper", "pink pepper", "grapefruit", "elemi"],
    heart: ["cedar", "cypress", "violet leaf", "iris", "fig"],
    base: ["vetiver", "sandalwood", "guaiac wood", "patchouli", "cashmeran"],
    liquids: ["#8b6a4f", "#9a7a5c", "#7d6048"],
    accents: [espresso, gold, wood],
    backdrops: ["#ece4da", "#e8e0d4", "#efe8df"],
  },
  gourmand: {
    labels: ["gourmand", "sweet oriental", "creamy gourmand", "vanilla gourmand"],
    top: ["bitter almond", "pear", "coffee", "pink pepper", "salted caramel"],
    heart: ["praline", "orchid", "cacao", "tonka bean", "heliotrope"],
    base: ["Madagascar vanilla", "benzoin", "sandalwood", "musk", "toffee"],
    liquids: ["#b8805a", "#c4936e", "#a8714d"],
    accents: [roseGold, gold, espresso],
    backdrops: ["#f2e6dc", "#f0e3d8", "#f5ebe3"],
  },
  fougere: {
    labels: ["aromatic fougère", "fougère", "lavender fougère", "classic fougère"],
    top: ["bergamot", "lemon", "cardamom", "mint", "clary sage"],
    heart: ["lavender", "geranium", "rosemary", "violet leaf"],
    base: ["tonka bean", "oakmoss", "vetiver", "coumarin", "cedarwood"],
    liquids: ["#9f96bf", "#a8a0c4", "#8f88b0"],
    accents: [silver, gold, espresso],
    backdrops: ["#eeecf3", "#ebe8f0", "#f2f0f5"],
  },
  musk: {
    labels: ["soft musky", "powdery", "skin musk", "clean musk"],
    top: ["aldehydes", "pear", "bergamot", "pink pepper", "mandarin"],
    heart: ["iris", "violet", "rice powder", "lily of the valley", "orris butter"],
    base: ["white musk", "cashmere wood", "ambrette seed", "soft suede", "heliotrope"],
    liquids: ["#e6d6cc", "#ddcbbf", "#ecdfd6"],
    accents: [roseGold, gold, ivory],
    backdrops: ["#f5efe9", "#f3ece5", "#f7f2ed"],
  },
  leather: {
    labels: ["leather", "smoky leather", "suede leather", "leather chypre"],
    top: ["saffron", "black pepper", "bergamot", "juniper", "plum"],
    heart: ["suede", "iris", "birch tar", "tobacco leaf", "jasmine"],
    base: ["leather", "labdanum", "patchouli", "vetiver", "oakmoss"],
    liquids: ["#6b4433", "#7a5040", "#5e3c2e"],
    accents: [espresso, gold, silver],
    backdrops: ["#ebe2d9", "#e6ddd3", "#2d2623"],
  },
  spicy: {
    labels: ["spicy", "warm spicy", "spiced woody", "spiced oriental"],
    top: ["cardamom", "black pepper", "ginger", "clove", "nutmeg"],
    heart: ["cinnamon", "tobacco leaf", "incense", "rum", "saffron"],
    base: ["tonka bean", "vanilla", "cedarwood", "labdanum", "smoked vetiver"],
    liquids: ["#a55a3c", "#b0674a", "#934f35"],
    accents: [gold, espresso, paleGold],
    backdrops: ["#f1e4da", "#eee0d6", "#f3e9e1"],
  },
};
