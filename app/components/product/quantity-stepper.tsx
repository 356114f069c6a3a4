import { Minus, Plus } from "lucide-react";

/**
 * A quantity stepper that never goes below 1 (SPEC §2, §5) nor above `max` (the shop's units
 * per product and order, issue 12).
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  max,
}: {
  value: number;
  onChange(value: number): void;
  label: string;
  max: number;
}) {
  const button =
    "grid size-10 place-items-center text-ink transition hover:bg-linen disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div role="group" aria-label={label} className="inline-flex items-center border border-stone">
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden className="size-4" strokeWidth={1.5} />
      </button>
      <output aria-live="polite" className="w-10 text-center text-sm tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden className="size-4" strokeWidth={1.5} />
      </button>
    </div>
  );
}
