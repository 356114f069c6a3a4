import { Clock, Droplet, Gem, LayoutGrid, type LucideIcon } from "lucide-react";
import { formatPrice } from "#contracts/money.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { categoryLabel } from "../../lib/format";
import type { SearchOption } from "../../lib/search/search-options";

interface SearchSuggestionsProps {
  listboxId: string;
  optionId(index: number): string;
  /** 'Recent Searches' above the recent searches. */
  heading?: string;
  /** 'Loading suggestions...' or 'No matches found' instead of options. */
  message?: string;
  options: SearchOption[];
  activeIndex: number;
  onChoose(option: SearchOption): void;
  onActivate(index: number): void;
}

const optionClass =
  "flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm text-ink transition-colors";
/** The option that arrow keys or the pointer rest on: linen with a gold rule. */
const activeClass = "bg-linen shadow-[inset_2px_0_0_var(--color-gold)]";

/** A suggestion shown as '{label}: {name}' beside its icon. */
type LabelledOption = Extract<SearchOption, { kind: "brand" | "note" | "category" }>;

const labelled: Record<LabelledOption["kind"], { label: string; Icon: LucideIcon }> = {
  brand: { label: "Brand", Icon: Gem },
  note: { label: "Note", Icon: Droplet },
  category: { label: "Category", Icon: LayoutGrid },
};

const isLabelled = (option: SearchOption | undefined): option is LabelledOption =>
  option !== undefined && option.kind in labelled;

/** The name a labelled suggestion shows after its label. */
function labelledName(option: LabelledOption): string {
  if (option.kind === "brand") return option.brand.name;
  if (option.kind === "note") return option.note.name;
  return option.name;
}

function OptionContent({ option }: { option: SearchOption }) {
  if (option.kind === "recent")
    return (
      <>
        <Clock aria-hidden strokeWidth={1.5} className="size-4 shrink-0 text-taupe" />
        <span className="truncate">{option.text}</span>
      </>
    );
  if (isLabelled(option)) {
    const { label, Icon } = labelled[option.kind];
    return (
      <>
        <Icon aria-hidden strokeWidth={1.5} className="size-4 shrink-0 text-gold-dark" />
        <span className="truncate">
          {label}: {labelledName(option)}
        </span>
      </>
    );
  }
  return (
    <span className="flex min-w-0 flex-1 items-baseline justify-between gap-3">
      <span className="truncate font-display text-lg leading-tight text-espresso">
        {productDisplayName(option.product.name)}
      </span>{" "}
      <span className="shrink-0 text-right">
        <span className="block text-[10px] tracking-[0.18em] text-taupe uppercase">
          {categoryLabel(option.product.category)}
        </span>
        <span className="block text-xs text-ink tabular-nums">
          {option.product.isFrom ? "From " : ""}
          {formatPrice(option.product.price)}
        </span>
      </span>
    </span>
  );
}

/**
 * The panel under the header search box (SPEC §2 Header): recent searches, or product, brand,
 * note and category suggestions (docs/decisions/058-search-perfume-words.md), as the listbox of
 * a WAI-ARIA combobox; the input keeps focus.
 */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { listboxId, optionId, heading, message, options, activeIndex } = props;
  return (
    <div className="absolute inset-x-3 top-full z-50 max-h-[70vh] overflow-y-auto rounded-2xl border border-stone/70 bg-ivory py-2 shadow-[0_24px_48px_-24px_rgba(28,23,20,0.45)] sm:inset-x-0 sm:top-[calc(100%+0.5rem)]">
      {heading && (
        <p id={`${listboxId}-heading`} className="eyebrow px-4 pt-2 pb-1">
          {heading}
        </p>
      )}
      {message ? (
        <p className="px-4 py-3 text-sm text-taupe italic">{message}</p>
      ) : (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={heading ?? "Suggestions"}
          // Clicks must not blur the input: the combobox keeps focus (WAI-ARIA).
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <li
              key={`${option.kind}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseEnter={() => props.onActivate(index)}
              onClick={() => props.onChoose(option)}
              className={`${optionClass} ${index === activeIndex ? activeClass : ""} ${
                isLabelled(option) && options[index - 1]?.kind === "product"
                  ? "mt-1 border-t border-stone/50 pt-3"
                  : ""
              }`}
            >
              <OptionContent option={option} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
