import { lazy, Suspense } from "react";
import { priceFilterMax } from "#contracts/product.ts";
import { formatPrice } from "#contracts/money.ts";
import { readPrice } from "../../lib/listing/listing-filters";
import { useIsHydrated } from "../../lib/use-hydrated";
import { priceSliderBox, priceSliderTrack } from "./price-slider-look";

const PriceSlider = lazy(() => import("./price-slider"));

interface PriceFilterProps {
  minPrice?: number;
  maxPrice?: number;
  onChange(range: { minPrice?: number; maxPrice?: number }): void;
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

/** The slider's picture of the range, with nothing to drag: until the slider is live. */
function StillSlider({ low, high }: { low: number; high: number }) {
  return (
    <div aria-hidden className={priceSliderBox}>
      <div className={priceSliderTrack}>
        <div
          className="absolute h-full bg-espresso"
          style={{
            left: `${(low / priceFilterMax) * 100}%`,
            right: `${100 - (high / priceFilterMax) * 100}%`,
          }}
        />
      </div>
    </div>
  );
}

/**
 * SPEC §2/§5: min and max price inputs and a two-thumb slider over 0–30,000 KSh; min is at
 * least 0 and max at least min (the typed bounds are kept while typing; the URL written after
 * the pause raises a max below the min, and the fields then show the raised max).
 */
export function PriceFilter({ minPrice, maxPrice, onChange }: PriceFilterProps) {
  const isLive = useIsHydrated();
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
      {isLive ? (
        <Suspense fallback={<StillSlider low={low} high={high} />}>
          <PriceSlider low={low} high={high} onChange={onChange} />
        </Suspense>
      ) : (
        // Before the page is live the slider has no thumbs to drag (a drag would do nothing);
        // the fields above already work, as a form.
        <StillSlider low={low} high={high} />
      )}
      <p className="text-xs text-taupe" aria-live="polite">
        {formatPrice(low)} – {formatPrice(high)}
      </p>
    </fieldset>
  );
}
