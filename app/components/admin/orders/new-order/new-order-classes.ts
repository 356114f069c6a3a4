import { controlClass } from "../../products/form/form-field";

/** The New order form's inputs and selects, one height (decision 043). */
export const draftFieldClass = `${controlClass} h-10 border-stone`;

/** The New order form's labels, above their inputs. */
export const draftLabelClass = "block text-xs tracking-wide text-taupe";

/** The New order form's section titles. */
export const draftSectionTitle = "font-display text-2xl text-espresso";
