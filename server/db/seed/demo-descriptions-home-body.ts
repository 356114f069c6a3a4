import type { ProductForm, ProductLine } from "./demo-line";
import type { Rng } from "./demo-random";
import { capitalise, familyMoods, listOf, type ChosenNotes } from "./demo-text";

export interface HomeBodyContext {
  line: ProductLine;
  form: ProductForm;
  notes: ChosenNotes;
  sizes: readonly string[];
  /** Set for niche diffusers: bigger rooms, longer life. */
  isNiche: boolean;
  /** The house perfume a lotion or oil is scented with, if any. */
  pairedPerfume?: string;
  rng: Rng;
}

/** 2–3 sentences for home scents, car diffusers and body care. */
export function describeHomeOrBody(context: HomeBodyContext): string {
  const { line, form, notes, rng } = context;
  // The note the name promises leads; two others from different tiers give it depth.
  const lead = line.feature ?? notes.heart[0] ?? "";
  const others = [...notes.top, ...notes.heart, ...notes.base].filter((n) => n !== line.feature);
  const fresh = others.find((n) => notes.top.includes(n) || notes.heart.includes(n)) ?? "";
  const base = others.find((n) => notes.base.includes(n)) ?? "";
  const scent = rng.pick([
    `${lead} and ${fresh} over ${base}`,
    listOf([lead, fresh, base]),
    `${lead} with a touch of ${base}`,
  ]);
  const mood = rng.pick(familyMoods[line.family]);
  const smallest = context.sizes[0] ?? "";
  const sentences = composers[form]?.({ ...context, scent, mood, smallest });
  if (!sentences) throw new Error(`demo catalogue: no description for ${line.name} (${form})`);
  return sentences.filter((s) => s !== "").join(" ");
}

interface Parts extends HomeBodyContext {
  scent: string;
  mood: string;
  smallest: string;
}

const pairing = ({ pairedPerfume, rng }: Parts) =>
  pairedPerfume && rng.chance(0.8)
    ? `Layer it under ${pairedPerfume} Eau de Parfum for a longer trail.`
    : "";

const composers: Partial<Record<ProductForm, (p: Parts) => string[]>> = {
  diffuser: (p) => {
    const area = p.isNiche ? p.rng.int(7, 10) * 5 : p.rng.int(3, 5) * 5;
    const weeks = p.isNiche ? p.rng.int(12, 16) : p.rng.int(6, 10);
    const reeds = p.isNiche ? "Twelve" : p.rng.pick(["Eight", "Eight", "Ten"]);
    return [
      p.rng.pick([
        `${p.line.name} fills a room of up to ${area} square metres with ${p.scent}.`,
        `A reed diffuser of ${p.scent}, ${p.line.name} keeps a room ${p.mood}.`,
        `${capitalise(p.scent)}: ${p.line.name} scents a room of up to ${area} square metres, softly and without a flame.`,
      ]),
      p.rng.pick([
        `${reeds} natural rattan reeds draw the oil up slowly, giving a gentle, even throw for ${weeks} weeks or more.`,
        `Expect about ${weeks} weeks of scent from the ${p.smallest} vessel; turn the reeds once a week to refresh the throw.`,
        `Flip the reeds weekly for a stronger throw; the ${p.smallest} size lasts about ${weeks} weeks.`,
      ]),
      p.isNiche
        ? p.rng.pick([
            "Blended with the same materials as our niche extraits, in a hand-finished glass vessel.",
            "A heavier oil than our everyday diffusers, made for large living rooms and open-plan spaces.",
          ])
        : p.rng.pick([
            "Keep it out of direct sunlight and away from heat.",
            "Best in a living room, a hallway or beside the bed.",
            "Lovely in a guest bathroom, where a small space carries the scent far.",
            "",
          ]),
    ];
  },
  "room-spray": (p) => [
    p.rng.pick([
      `${p.line.name} lays a quick veil of ${p.scent} across a room, a sofa or freshly made linen.`,
      `A room and linen spray that freshens a space in seconds with ${p.scent}.`,
    ]),
    p.rng.pick([
      `Two or three sprays into the air scent a room of about ${p.rng.int(3, 5) * 5} square metres for a few hours.`,
      "Mist it high into the air or lightly over cushions and curtains; the scent stays for two to three hours.",
    ]),
    p.rng.pick([
      "Water-based and light on alcohol; shake well before use.",
      "Spray over pillows before bed for a calmer night.",
      "",
    ]),
  ],
  car: (p) => {
    const weeks = p.rng.int(4, 8);
    return [
      p.rng.pick([
        `A hanging car diffuser of ${p.scent}.`,
        `${p.line.name} brings ${p.scent} to the cabin, quietly and steadily.`,
        `A small glass car diffuser that fills the cabin with ${p.scent}.`,
      ]),
      p.rng.pick([
        `The wooden cap draws the scent up slowly, for around ${weeks} weeks of fragrance.`,
        `Tip it once to wet the wooden cap, then hang it from the mirror; one bottle lasts about ${weeks} weeks.`,
      ]),
      p.rng.pick([
        "Keep it clear of the dashboard, as the oil can mark plastic.",
        "Made for Nairobi traffic: calm, clean and never cloying.",
        "",
      ]),
    ];
  },
  "body-oil": (p) => [
    `A dry body oil of jojoba, sweet almond and ${p.rng.pick(["marula", "baobab", "macadamia"])} oil, scented with ${p.scent}.`,
    p.rng.pick([
      "It sinks in within a minute and leaves a satin glow rather than a shine.",
      "Smooth it over damp skin after a shower for a soft, lasting sheen.",
    ]),
    pairing(p) || "A few drops in a warm bath turn it into a ritual.",
  ],
  "body-butter": (p) => [
    `A rich, whipped body butter of shea and cocoa butter, scented with ${p.scent}.`,
    "It melts on contact and keeps skin soft through the day; work it into elbows, knees and heels after a bath.",
  ],
  "body-scrub": (p) => [
    `A polishing scrub of cane sugar and finely ground Kenyan coffee in sweet almond oil, scented with ${p.scent}.`,
    "Massage it onto damp skin in small circles, then rinse; a light veil of oil stays behind, so there is no need for lotion.",
  ],
  "body-wash": (p) => [
    `A creamy, low-foam shower gel scented with ${p.scent}.`,
    `Gentle enough for every day and kind to dry skin, it leaves the bathroom smelling ${p.mood} long after you step out.`,
  ],
  "hand-cream": (p) => [
    `A fast-absorbing hand cream with shea butter and glycerin, scented with ${p.scent}.`,
    "Non-greasy, so you can pick up a phone straight after, and small enough for any handbag.",
  ],
  "shave-cream": (p) => [
    `A rich shave cream with glycerin and aloe vera, scented with ${p.scent}.`,
    "Whip it with a wet brush for a dense, cushioning lather that rinses clean and leaves skin calm.",
  ],
  lotion: (p) => [
    p.rng.pick([
      `A light, fast-absorbing body lotion with shea butter and aloe vera, scented with ${p.scent}.`,
      `${p.line.name} is a silky daily lotion of shea butter and marula oil, carrying ${p.scent}.`,
      `A silky body lotion that leaves a soft veil of ${p.scent} on the skin.`,
    ]),
    p.rng.pick([
      "It sinks in quickly with no greasy finish and keeps skin soft through the day.",
      "Smooth it on after a shower while skin is still warm, and the scent lasts for hours.",
    ]),
    pairing(p),
  ],
  mist: (p) => [
    p.rng.pick([
      `A fine body and hair mist of ${p.scent}.`,
      `${p.line.name} is a light, bright veil of ${p.scent} for body and hair.`,
      `A fresh spritz of ${p.scent}, made for body, hair and scarves.`,
    ]),
    p.rng.pick([
      "Lighter than an eau de toilette, it is made to be sprayed generously and reapplied through the day.",
      `Keep the ${p.smallest} bottle in your bag for a cooling lift on hot afternoons.`,
      "Spray from arm's length over body and hair; it lasts two to three hours and is easy to top up.",
    ]),
    p.rng.pick(["A gentle formula, light on alcohol and kind to hair.", ""]),
  ],
  candle: (p) => [
    `A hand-poured soy wax candle scented with ${p.scent}, with a cotton wick in a ${p.rng.pick(["smoked amber", "frosted", "hand-blown"])} glass vessel.`,
    `Around ${p.rng.int(9, 12) * 5} hours of burn time from the ${p.smallest} size; trim the wick to 5 mm before each lighting.`,
    p.rng.pick(["It scents a room of up to 20 square metres, even before it is lit.", ""]),
  ],
};
