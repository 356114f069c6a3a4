import { Slider } from "radix-ui";
import { priceFilterMax } from "#contracts/product.ts";
import { formatPrice } from "#contracts/money.ts";

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

interface PriceInputProps {
  label: string;
  name: string;
  value?: number;
  placeholder: number;
  onChange(value: number | undefined): void;
}

/** One price bound in KSh; blank means no bound. */
function PriceInput({ label, name, value, placeholder, onChange }: PriceInputProps) {
  return (
    <label className="flex-1 text-xs text-taupe">
      {label}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        max={priceFilterMax}
        step={100}
        value={value ?? ""}
        placeholder={String(placeholder)}
        onChange={(event) => onChange(readPrice(event.target.value))}
        className="mt-1 h-10 w-full border border-stone bg-white/70 px-3 text-sm tabular-nums outline-none focus:border-gold"
      />
    </label>
  );
}

/**
 * SPEC §2/§5: min and max price inputs and a two-thumb slider over 0–30,000 KSh; min is at
 * least 0 and max at least min (the typed bounds are kept while typing; the listing's query
 * schema raises a max below the min once the filters reach the URL).
 */
export function PriceFilter({ minPrice, maxPrice, onChange }: PriceFilterProps) {
  const low = minPrice ?? 0;
  const high = maxPrice ?? priceFilterMax;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="eyebrow mb-3">Price (KSh)</legend>
      <div className="flex items-center gap-3">
        <PriceInput
          label="Min price"
          name="min_price"
          value={minPrice}
          placeholder={0}
          onChange={(min) => onChange({ minPrice: min, maxPrice })}
        />
        <span aria-hidden className="mt-5 text-taupe">
          –
        </span>
        <PriceInput
          label="Max price"
          name="max_price"
          value={maxPrice}
          placeholder={priceFilterMax}
          onChange={(max) => onChange({ minPrice, maxPrice: max })}
        />
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
