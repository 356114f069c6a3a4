import type { RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";

/** What the stock page's action answered a refused form: which form, and what was typed. */
export interface StockAnswer extends RefusalAnswer {
  intent: string;
  sent: Record<string, string>;
}

/** A size as the stock page's forms list it: its id, label and kept level (null = not tracked). */
export interface StockSize {
  id: string;
  label: string;
  stockLevel: number | null;
  inStock: boolean;
}

/** A size's level in words: '12 in stock', 'Sold out', 'Not counted'. */
export function levelText({ stockLevel, inStock }: Pick<StockSize, "stockLevel" | "inStock">) {
  if (stockLevel === null) return inStock ? "Not counted · in stock" : "Not counted · sold out";
  return stockLevel === 0 ? "Sold out" : `${stockLevel.toLocaleString("en-KE")} in stock`;
}
