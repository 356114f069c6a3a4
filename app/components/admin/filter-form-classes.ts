/** An admin filter form's inputs and selects (Activity, Reports): one height, one border. */
export const filterFieldClass =
  "h-11 w-full border border-stone bg-white/70 px-3 text-sm focus:border-gold focus:outline-none";

/** An admin filter form's labels, above their inputs. */
export const filterLabelClass = "mb-1 block text-xs tracking-widest text-taupe uppercase";
