// zod/mini: the Categories page's forms carry this schema's texts into the browser.
import { z } from "zod/mini";
import { categorySlug } from "./categories";
import { storable } from "./storable-text";
import { hasUnstorableCharacter } from "./text-characters";

/** A category name's length in characters (docs/decisions/062-staff-categories.md). */
export const categoryNameMaxLength = 40;

/** Admin → Categories texts (SPEC §2 Admin area; decision 062). */
export const categoryTexts = {
  refused: "Some category details need another look",
  name: "Category name is required",
  nameTooLong: `Category name is at most ${categoryNameMaxLength} characters`,
  nameWithoutLetters: "Category name needs letters or digits",
  nameTaken: (name: string) => `Category ${name} exists already`,
  nameReserved: (name: string) => `${name} is a browse filter's name; choose another`,
  browseFilter: (name: string) =>
    `${name} is a browse filter (DESIGN §6); it keeps its name so its links keep working`,
  unknown: "Category not found",
  direction: "A category moves up or down",
  unknownForProduct: (name: string) =>
    `Category ${name} is not one of the shop's categories. Choose one from the list.`,
  added: (name: string) => `Category ${name} added`,
  renamed: (name: string) => `Category renamed to ${name}; its old name now leads there`,
  moved: (name: string, place: number) => `${name} moved to place ${place}`,
  hidden: (name: string) => `${name} hidden from the shop's menus; its products stay listed`,
  shown: (name: string) => `${name} shown again`,
  slider: (name: string, isInSlider: boolean) =>
    `${name} ${isInSlider ? "now shows" : "no longer shows"} on the all-products slider`,
  failed: "Failed to save the category. Please try again.",
} as const;

const categoryName = z.string({ error: categoryTexts.name }).check(
  z.trim(),
  storable("Category name"),
  z.minLength(1, { error: categoryTexts.name }),
  z.maxLength(categoryNameMaxLength, { error: categoryTexts.nameTooLong }),
  z.refine((text) => categorySlug(text) !== "", { error: categoryTexts.nameWithoutLetters }),
);

/**
 * The category a row's form acts on, by its current name (never trimmed: it is a key); a name
 * no category could have (a control character) is unknown, never sent to the database.
 */
const category = z.string({ error: categoryTexts.unknown }).check(
  z.minLength(1, { error: categoryTexts.unknown }),
  z.maxLength(200, { error: categoryTexts.unknown }),
  z.refine((name) => !hasUnstorableCharacter(name), { error: categoryTexts.unknown }),
);

/** A button's 'true' or 'false'. */
const yesOrNo = z.pipe(
  z.enum(["true", "false"], { error: categoryTexts.refused }),
  z.transform((text) => text === "true"),
);

/**
 * A posted Categories form (decision 062): intent 'add' (name), 'rename' (category, name),
 * 'move' (category, direction up|down), 'hide' (category, isHidden 'true' or 'false') or
 * 'slider' (category, isInSlider 'true' or 'false').
 */
export const CategoryFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), name: categoryName }),
  z.object({ intent: z.literal("rename"), category, name: categoryName }),
  z.object({
    intent: z.literal("move"),
    category,
    direction: z.enum(["up", "down"], { error: categoryTexts.direction }),
  }),
  z.object({ intent: z.literal("hide"), category, isHidden: yesOrNo }),
  z.object({ intent: z.literal("slider"), category, isInSlider: yesOrNo }),
]);

/** A valid Categories form. */
export type CategoryChange = z.output<typeof CategoryFormSchema>;

/** A category as Admin → Categories lists it, in the shop's order. */
export interface ListedCategory {
  name: string;
  slug: string;
  productCount: number;
  isOnHome: boolean;
  isInSlider: boolean;
  isInAdmin: boolean;
  isHidden: boolean;
  /** A browse filter's name (DESIGN §6): shown, moved and hidden, never renamed. */
  isBrowseFilter: boolean;
  /** Earlier names that now lead to this one. */
  oldNames: string[];
}
