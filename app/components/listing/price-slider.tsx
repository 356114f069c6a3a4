import { Slider } from "radix-ui";
import { priceFilterMax } from "#contracts/product.ts";
import { priceSliderBox, priceSliderTrack } from "./price-slider-look";

const thumb = "block size-5 rounded-full border border-espresso bg-ivory shadow";

interface PriceSliderProps {
  low: number;
  high: number;
  onChange(range: { minPrice?: number; maxPrice?: number }): void;
}

/**
 * The price filter's two-thumb slider over 0–30,000 KSh in steps of 100 (SPEC §2/§9): loaded
 * once the page is live, apart from the listing's first scripts (decision 053's budget).
 */
export default function PriceSlider({ low, high, onChange }: PriceSliderProps) {
  return (
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
      className={priceSliderBox}
    >
      <Slider.Track className={priceSliderTrack}>
        <Slider.Range className="absolute h-full bg-espresso" />
      </Slider.Track>
      <Slider.Thumb aria-label="Minimum price" className={thumb} />
      <Slider.Thumb aria-label="Maximum price" className={thumb} />
    </Slider.Root>
  );
}
