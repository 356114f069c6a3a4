import type { ProductLine } from "./demo-line";
import type { Rng } from "./demo-random";
import { scentFamilies } from "./demo-notes";
import { capitalise, familyMoods, listOf, withArticle, type ChosenNotes } from "./demo-text";

export interface PerfumeContext {
  line: ProductLine;
  concentration: string;
  notes: ChosenNotes;
  rng: Rng;
}

/** How long each concentration lasts, phrased to follow "lasts" or "lingers". */
const longevity: Record<string, readonly string[]> = {
  "Eau de Toilette": ["for a good four to six hours", "comfortably through a working day"],
  "Eau de Parfum": ["well into the evening", "for six to eight hours on skin"],
  "Extrait de Parfum": ["for twelve hours and more", "on skin all day and on clothes for days"],
  "Eau de Cologne": [
    "for a bright two to three hours, so splash it on freely",
    "for a few fresh hours",
  ],
  "perfume oil": ["all day from a single drop", "from morning until late at night"],
};

const audiences = {
  women: ["made for her", "with a softly feminine edge", "for the woman who lingers in a room"],
  men: [
    "cut for him",
    "with an assured, masculine edge",
    "for the man who prefers quiet confidence",
  ],
  unisex: ["meant to be shared", "for him or her", "that belongs to no one and everyone"],
};

const closers = {
  women: [
    "Soft enough for the office, memorable enough for a first date.",
    "Made for evenings out and slow Sunday brunches.",
    "A quiet signature that people will ask you about.",
    "Lovely on skin, and even better on a silk scarf.",
  ],
  men: [
    "Confident without ever raising its voice.",
    "An easy signature for the office that still turns heads after dark.",
    "Made for long dinners and late drives home.",
    "Two sprays at the collar are enough.",
  ],
  unisex: [
    "Worn equally well by him or her.",
    "The kind of scent couples end up sharing.",
    "Easy to wear in any season, at any hour.",
  ],
  light: [
    "Made for hot Mombasa afternoons.",
    "A natural choice for warm Nairobi days.",
    "Cool and clean, even in the midday heat.",
  ],
  deep: [
    "A little goes a long way.",
    "Best on cool evenings up in the highlands.",
    "Built for evenings and special occasions.",
  ],
  sweet: [
    "Wear it close to the skin for a soft, intimate trail.",
    "Sweet without ever turning sugary.",
  ],
  quiet: [
    "Clean, calm and quietly elegant.",
    "Smart enough for the boardroom, easy enough for a weekend upcountry.",
    "The kind of scent people lean in to place.",
  ],
  cologne: [
    "Keep it in the fridge for a cooling splash on hot days.",
    "Splash it on after a shower and again at lunch.",
  ],
};

/** 3–4 sentences: opening, heart, drydown with longevity, and often a closing thought. */
export function describePerfume({ line, concentration, notes, rng }: PerfumeContext): string {
  const label = rng.pick(scentFamilies[line.family].labels);
  const kind = `${label} ${concentration}`;
  const top = listOf(notes.top);
  const heart = listOf(notes.heart);
  const base = listOf(notes.base);
  const [heart1 = "", heart2 = ""] = notes.heart;
  const mood = rng.pick(familyMoods[line.family]);
  const audience = rng.pick(audiences[line.gender]);
  const lasts = rng.pick(longevity[concentration] ?? ["for hours"]);

  const opening = rng.pick([
    `${line.name} is ${withArticle(kind)} that opens on ${top}.`,
    `${capitalise(withArticle(kind))}, ${line.name} opens with ${top}.`,
    `${capitalise(top)} open ${line.name}, ${withArticle(kind)} ${audience}.`,
    `${line.name} begins with a bright flash of ${top}, the first sign of ${withArticle(kind)} ${audience}.`,
  ]);
  const middle = rng.pick([
    `The heart turns to ${heart}, ${mood}.`,
    `At its heart, ${heart1} meets ${heart2}.`,
    `${capitalise(heart1)} gives it character, with ${heart2} woven through.`,
    `Beneath sits a heart of ${heart}, ${mood}.`,
  ]);
  const drydown = rng.pick([
    `It dries down to ${base} and lasts ${lasts}.`,
    `A base of ${base} lingers ${lasts}.`,
    `${capitalise(base)} settle in the drydown, lasting ${lasts}.`,
    `The trail is ${base}, and it lasts ${lasts}.`,
  ]);

  const sentences = [opening, middle, drydown];
  if (concentration === "perfume oil") {
    sentences.push(
      rng.pick([
        "Alcohol-free and gentle on skin; dab it at the wrists and behind the ears.",
        "Alcohol-free, in the Arabian tradition: warm it between the wrists and let it bloom.",
      ]),
    );
  } else if (concentration === "Extrait de Parfum" && rng.chance(0.5)) {
    sentences.push("Blended in small batches, with a high concentration of rare materials.");
  } else if (rng.chance(0.7)) {
    const byFamily =
      concentration === "Eau de Cologne"
        ? closers.cologne
        : ["fresh", "citrus", "aquatic"].includes(line.family)
          ? closers.light
          : ["oud", "leather", "spicy", "amber"].includes(line.family)
            ? closers.deep
            : ["gourmand", "floral"].includes(line.family)
              ? closers.sweet
              : closers.quiet;
    sentences.push(rng.pick(rng.chance(0.5) ? closers[line.gender] : byFamily));
  }
  return sentences.join(" ");
}
