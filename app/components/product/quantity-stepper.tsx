import { Minus, Plus } from "lucide-react";
import { useIsHydrated } from "../../lib/use-hydrated";

type StepperProps = {
  value: number;
  label: string;
  max: number;
} & (
  | { onChange(value: number): void; submitName?: never }
  | {
      /** The buttons submit their form with this field set to the quantity they step to. */
      submitName: string;
      onChange?: never;
    }
);

/**
 * A quantity stepper that never goes below 1 (SPEC §2, §5) nor above `max` (the shop's units
 * per product and order, decision 017). With `onChange` its buttons change a value on the page;
 * with `submitName` they submit the surrounding form, so they work before scripts (decision 019);
 * the `onChange` buttons are painted only once the page is live, as a tap before would be lost.
 */
export function QuantityStepper({ value, label, max, onChange, submitName }: StepperProps) {
  const isShown = useIsHydrated() || submitName !== undefined;
  const button = `grid size-10 place-items-center text-ink transition hover:bg-linen disabled:cursor-not-allowed disabled:opacity-40 ${
    isShown ? "" : "invisible"
  }`;
  const step = (to: number) =>
    submitName === undefined
      ? { type: "button" as const, onClick: () => onChange(to) }
      : { type: "submit" as const, name: submitName, value: to };
  return (
    <div role="group" aria-label={label} className="inline-flex items-center border border-stone">
      <button
        {...step(Math.max(1, value - 1))}
        className={button}
        aria-label="Decrease quantity"
        disabled={value <= 1}
      >
        <Minus aria-hidden className="size-4" strokeWidth={1.5} />
      </button>
      <output aria-live="polite" className="w-10 text-center text-sm tabular-nums">
        {value}
      </output>
      <button
        {...step(Math.min(max, value + 1))}
        className={button}
        aria-label="Increase quantity"
        disabled={value >= max}
      >
        <Plus aria-hidden className="size-4" strokeWidth={1.5} />
      </button>
    </div>
  );
}
