import { Slider } from "radix-ui";
import { priceFilterMax } from "../../../contracts/product";
import { formatPrice } from "../../lib/format";

interface PriceFilterProps {
  minPrice?: number;
  maxPrice?: number;
  onChange(range: { minPrice?: number; maxPrice?: number }): void;
}

const clampPrice = (value: number) => Math.min(Math.max(0, Math.round(value)), priceFilterMax);

/** Reads a price input: blank = no bound, anything else clamped to 0…30,000 KSh. */
function readPrice(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? clampPrice(value) : undefined;
}

/**
 * SPEC §2/§5: min and max price inputs and a two-thumb slider over 0–30,000 KSh; min is at
 * least 0 and max at least min.
 */
export function PriceFilter({ minPrice, maxPrice, onChange }: PriceFilterProps) {
  const low = minPrice ?? 0;
  const high = maxPrice ?? priceFilterMax;
  const input =
    "h-10 w-full border border-stone bg-white/70 px-3 text-sm tabular-nums outline-none focus:border-gold";
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="eyebrow mb-3">Price (KSh)</legend>
      <div className="flex items-center gap-3">
        <label className="flex-1 text-xs text-taupe">
          Min price
          <input
            type="number"
            name="min_price"
            inputMode="numeric"
            min={0}
            max={priceFilterMax}
            step={100}
            value={minPrice ?? ""}
            placeholder="0"
            onChange={(event) => {
              const min = readPrice(event.target.value);
              onChange({
                minPrice: min,
                maxPrice:
                  min !== undefined && maxPrice !== undefined && maxPrice < min ? min : maxPrice,
              });
            }}
            className={`${input} mt-1`}
          />
        </label>
        <span aria-hidden className="mt-5 text-taupe">
          –
        </span>
        <label className="flex-1 text-xs text-taupe">
          Max price
          <input
            type="number"
            name="max_price"
            inputMode="numeric"
            min={0}
            max={priceFilterMax}
            step={100}
            value={maxPrice ?? ""}
            placeholder={String(priceFilterMax)}
            onChange={(event) => {
              const max = readPrice(event.target.value);
              onChange({
                minPrice,
                maxPrice:
                  max !== undefined && minPrice !== undefined && max < minPrice ? minPrice : max,
              });
            }}
            className={`${input} mt-1`}
          />
        </label>
      </div>
      <Slider.Root
        min={0}
        max={priceFilterMax}
        step={100}
        minStepsBetweenThumbs={0}
        value={[low, high]}
        onValueChange={([min = 0, max = priceFilterMax]) =>
          onChange({
            minPrice: min > 0 ? min : undefined,
            maxPrice: max < priceFilterMax ? max : undefined,
          })
        }
        className="relative flex h-6 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-0.5 grow bg-stone">
          <Slider.Range className="absolute h-full bg-espresso" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Minimum price"
          className="block size-5 rounded-full border border-espresso bg-ivory shadow"
        />
        <Slider.Thumb
          aria-label="Maximum price"
          className="block size-5 rounded-full border border-espresso bg-ivory shadow"
        />
      </Slider.Root>
      <p className="text-xs text-taupe" aria-live="polite">
        {formatPrice(low)} – {formatPrice(high)}
      </p>
    </fieldset>
  );
}
