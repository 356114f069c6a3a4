import type { AdminCategoryName } from "#contracts/categories.ts";
import {
  factSlug,
  withParentFamilies,
  type Concentration,
  type ScentFamily,
} from "#contracts/perfume.ts";
import type { ProductForm, ProductLine } from "./demo-line";
import type { ScentFamily as DemoFamily } from "./demo-notes";
import { seededRng } from "./demo-random";
import type { ChosenNotes } from "./demo-text";

/** A demo brand: every one fictional, as the products are. */
export interface DemoBrand {
  name: string;
  story: string;
}

export const demoBrands: readonly DemoBrand[] = [
  {
    name: "Loris",
    story:
      "The house line, composed in Nairobi: everyday and evening perfumes, home scents and body care that share one palette of warm woods, soft florals and East African spice.",
  },
  {
    name: "Frequence",
    story:
      "Bright, easy perfumes at a friendly price, made to be worn every day and reapplied without a second thought.",
  },
  {
    name: "Dmar",
    story:
      "Concentrated perfume oils in the coastal tradition: a few drops on the wrist last from morning prayers to evening.",
  },
  {
    name: "Maison Malindi",
    story:
      "Oud and resin houses its name after the old Swahili port, where agarwood, frankincense and rose arrived by dhow.",
  },
  {
    name: "Atelier Lamu",
    story:
      "A small atelier of rare materials: every extrait is made in short runs, and every diffuser is poured by hand.",
  },
  {
    name: "Kilima Parfums",
    story:
      "Perfumes drawn from the highlands: cedar forests, tea gardens and the cool air on the slopes of the mountain.",
  },
  {
    name: "Nairobi Cologne Co.",
    story:
      "Classic colognes for the city's heat: citrus, herbs and clean woods, generous in the bottle and easy on the skin.",
  },
];

/** The Fragrance Wheel families a demo family reads as (decision 057). */
const wheelFamilies: Record<DemoFamily, ScentFamily[]> = {
  amber: ["amber"],
  floral: ["floral"],
  fresh: ["green"],
  citrus: ["citrus"],
  aquatic: ["aquatic"],
  oud: ["woody", "amber"],
  woody: ["woody"],
  gourmand: ["gourmand"],
  fougere: ["aromatic"],
  musk: ["musk"],
  leather: ["leather"],
  spicy: ["amber"],
};

const fruitNotes = new Set(["pear", "lychee", "blackcurrant", "raspberry", "plum"]);

const concentrationByName: Record<string, Concentration> = {
  "Extrait de Parfum": "extrait",
  "Eau de Parfum": "edp",
  "Eau de Toilette": "edt",
  "Eau de Cologne": "edc",
  "perfume oil": "perfume-oil",
};

function brandOf(line: ProductLine, category: AdminCategoryName): string {
  if (category === "Frequence" || category === "Dmar") return category;
  if (category === "Cologne") return "Nairobi Cologne Co.";
  if (category === "Niche Diffusers") return "Atelier Lamu";
  if (category === "Niche Perfumes") {
    if (line.family === "oud") return "Maison Malindi";
    return seededRng(`${line.name}:brand`).pick(["Atelier Lamu", "Kilima Parfums"]);
  }
  return "Loris";
}

/** A demo product's perfume facts; notes by name, as its description names them. */
export interface DemoPerfumeFacts {
  brand: string;
  concentration: Concentration | null;
  families: ScentFamily[];
  notes: ChosenNotes;
}

/**
 * The facts a demo product's line implies: its brand by category, its concentration as its
 * description gives it (null for what is not worn on skin as perfume, a mist's "Body mist"), its
 * families on the wheel (fruity when a fruit opens a floral or fresh one, chypre when oakmoss grounds a floral or a
 * leather) and the notes its description was written from.
 */
export function demoPerfumeFacts(input: {
  line: ProductLine;
  category: AdminCategoryName;
  form: ProductForm;
  concentration: string | null;
  notes: ChosenNotes;
}): DemoPerfumeFacts {
  const { line, category, form, notes } = input;
  const families = [...wheelFamilies[line.family]];
  if (
    ["floral", "citrus", "fresh"].includes(line.family) &&
    notes.top.some((name) => fruitNotes.has(name))
  )
    families.push("fruity");
  if (["floral", "leather"].includes(line.family) && notes.base.includes("oakmoss"))
    families.push("chypre");
  const concentration =
    form === "mist"
      ? "body-mist"
      : input.concentration === null
        ? null
        : (concentrationByName[input.concentration] ?? null);
  return {
    brand: brandOf(line, category),
    concentration,
    families: withParentFamilies(families),
    notes,
  };
}

/** A note's name as the vocabulary shows it: its first letter capitalised ("Pink pepper"). */
export function demoNoteName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A demo brand's id: its slug, stable across runs. */
export function demoBrandId(name: string): string {
  return `brand-${factSlug(name)}`;
}
