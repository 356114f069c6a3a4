import { isPicked, pricePresets, type FacetGroup, type FacetPick } from "#contracts/facets.ts";
import { formatPrice } from "#contracts/money.ts";
import type { FilterLinkProps } from "../../lib/listing/use-synced-filters";

interface FacetFieldsetsProps {
  groups: FacetGroup[];
  picks: FacetPick[];
  maxPrice?: number;
  onToggle(pick: FacetPick): void;
  /** A price preset's link: to the listing under that price, or without it when chosen. */
  presetLink(maxPrice: number | undefined): FilterLinkProps;
}

const legendClass = "eyebrow mb-3";

/** A preset's text: "Under KSh 5,000". */
export const presetLabel = (maxPrice: number) => `Under ${formatPrice(maxPrice)}`;

/**
 * The facet groups (decision 057): each a fieldset of checkboxes named and valued as the URL
 * writes them, with how many products each would give; a value giving none is disabled unless
 * chosen. The price presets come first, as links.
 */
export function FacetFieldsets({
  groups,
  picks,
  maxPrice,
  onToggle,
  presetLink,
}: FacetFieldsetsProps) {
  return (
    <div className="flex flex-col gap-7">
      <fieldset>
        <legend className={legendClass}>Price range</legend>
        <div className="flex flex-wrap gap-2">
          {pricePresets.map((preset) => {
            const isChosen = maxPrice === preset;
            return (
              <a
                key={preset}
                {...presetLink(isChosen ? undefined : preset)}
                aria-current={isChosen ? "true" : undefined}
                className="inline-flex h-9 items-center rounded-full border border-stone px-3.5 text-xs text-ink transition hover:border-espresso aria-[current]:border-espresso aria-[current]:bg-espresso aria-[current]:text-ivory"
              >
                {presetLabel(preset)}
              </a>
            );
          })}
        </div>
      </fieldset>
      {groups.map((group) => (
        <fieldset key={group.facet}>
          <legend className={legendClass}>{group.legend}</legend>
          <ul className="flex flex-col gap-1">
            {group.values.map((item) => {
              const isChosen = isPicked(picks, group.facet, item.value);
              const isDisabled = item.count === 0 && !isChosen;
              return (
                <li key={item.value}>
                  <label
                    className={`flex min-h-9 items-center gap-3 text-sm text-ink select-none ${
                      isDisabled ? "cursor-not-allowed opacity-45" : "cursor-pointer"
                    }`}
                  >
                    <input
                      type="checkbox"
                      name={group.facet}
                      value={item.value}
                      checked={isChosen}
                      disabled={isDisabled}
                      onChange={() => onToggle({ facet: group.facet, value: item.value })}
                      className="size-4 shrink-0 accent-espresso"
                    />
                    <span className="min-w-0 flex-1 wrap-anywhere">
                      {item.label}{" "}
                      <span className="text-xs text-taupe tabular-nums">({item.count})</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
