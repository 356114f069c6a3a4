/** A report table's frame: it scrolls sideways on a phone rather than squeezing its figures. */
export const reportTableFrame = "overflow-x-auto border border-stone/70 bg-white/60";

/** A report table's head row. */
export const reportTableHead = "border-b border-stone/70 text-xs tracking-wide text-taupe";

/** A figure's cell: right-aligned, digits lined up, never wrapped. */
export const reportCell = "px-3 py-3 text-right tabular-nums whitespace-nowrap";
