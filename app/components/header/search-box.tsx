import { Search } from "lucide-react";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { readRecentSearches, rememberSearch } from "../../lib/search/recent-searches";
import {
  announcementOf,
  optionHref,
  searchOptionsOf,
  type SearchOption,
} from "../../lib/search/search-options";
import { placeholderFadeMs, useRotatingText } from "../../lib/search/use-rotating-text";
import { useSearchSuggestions } from "../../lib/search/use-search-suggestions";
import { SearchSuggestions } from "./search-suggestions";

/** SPEC §2: product-name hints and the generic hint the placeholder rotates through. */
const placeholderHints = [
  "Search by Category/Name/Type",
  "Oud Royale",
  "Amber Veil",
  "Nairobi Dusk",
  "Reed diffusers",
] as const;

/**
 * What a box too narrow for a hint shows instead (the hint is read whole on a 412 px
 * phone, not cut off). The long hint needs a box of 17rem; the others fit any phone's box.
 */
const shortHints: Partial<Record<(typeof placeholderHints)[number], string>> = {
  "Search by Category/Name/Type": "Search perfumes",
};

/**
 * The header search box (SPEC §2 Header, §5): a WAI-ARIA combobox with suggestions once more
 * than 1 trimmed character is typed and recent searches while empty. Enter submits non-blank
 * text to /?search={text}; without JavaScript it is a plain GET form to the same address.
 */
export function SearchBox() {
  const [searchParams] = useSearchParams();
  const urlSearch = searchParams.get("search") ?? "";
  const [text, setText] = useState(urlSearch);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  if (seenSearch !== urlSearch) {
    setSeenSearch(urlSearch);
    setOwnSearch(null);
    // Another page or the back button changed ?search=: show what the URL says. When the URL
    // merely catches up with our own search, keep whatever has been typed since.
    if (urlSearch !== ownSearch) setText(urlSearch);
  }
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const placeholder = useRotatingText(placeholderHints, text === "");
  const state = useSearchSuggestions(text);

  const isRecent = text.trim() === "";
  const options = searchOptionsOf(state, text, recent);
  const message =
    state.status === "loading"
      ? "Loading suggestions..."
      : state.status === "ready" && options.length === 0
        ? "No matches found"
        : undefined;
  const isPanelShown = isOpen && (isRecent ? options.length > 0 : state.status !== "idle");

  // Decision 019: text typed before the page was live stays in the box (React keeps it when it
  // hydrates) but is not in `text`; take it over at once, or the next render would wipe it and
  // Enter would search for nothing.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === "") return;
    setText(input.value);
    if (document.activeElement === input) setIsOpen(true);
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      setIsOpen(false);
      setActiveIndex(-1);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen]);

  const open = () => {
    setRecent(readRecentSearches());
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };
  const search = (query: string) => {
    setRecent(rememberSearch(query));
    setText(query);
    setOwnSearch(query);
    close();
    void navigate(`/?search=${encodeURIComponent(query)}`);
  };
  const choose = (option: SearchOption) => {
    if (option.kind === "recent") return search(option.text);
    close();
    setText("");
    void navigate(optionHref(option));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) search(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!isPanelShown) return open();
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) =>
        index < 0 && step < 0 ? count - 1 : (index + step + count) % count,
      );
    } else if (event.key === "Enter" && isPanelShown && options[activeIndex]) {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === "Escape") {
      // Also keeps the browser from clearing a search field on Escape.
      event.preventDefault();
      close();
    }
  };

  return (
    <Form
      ref={formRef}
      action="/"
      role="search"
      onSubmit={submit}
      className="min-w-0 flex-1 sm:relative"
    >
      <div className="@container relative">
        <Search
          aria-hidden
          strokeWidth={1.5}
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-taupe"
        />
        <input
          ref={inputRef}
          type="search"
          name="search"
          role="combobox"
          aria-label="Search products"
          aria-autocomplete="list"
          aria-expanded={isPanelShown}
          aria-controls={listboxId}
          aria-activedescendant={
            isPanelShown && activeIndex >= 0 ? optionId(activeIndex) : undefined
          }
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          // Blank, so that text typed before the page is live hides the hint by CSS alone.
          placeholder=" "
          onChange={(event) => {
            setText(event.target.value);
            setActiveIndex(-1);
            setIsOpen(true);
          }}
          onFocus={open}
          onClick={open}
          onKeyDown={onKeyDown}
          className="peer h-10 w-full rounded-full border border-stone bg-white/70 pr-4 pl-10 text-sm text-ink transition outline-none focus:border-gold focus:bg-white sm:h-11 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text === "" && (
          <span
            aria-hidden
            data-testid="search-placeholder"
            style={{ transitionDuration: `${placeholderFadeMs}ms` }}
            className={`pointer-events-none absolute top-1/2 right-4 left-10 -translate-y-1/2 truncate text-sm text-taupe transition-opacity peer-[:not(:placeholder-shown)]:hidden ${
              placeholder.isFading ? "opacity-0" : "opacity-100"
            }`}
          >
            <PlaceholderHint text={placeholder.text} />
          </span>
        )}
      </div>
      {isPanelShown && (
        <SearchSuggestions
          listboxId={listboxId}
          optionId={optionId}
          heading={isRecent ? "Recent Searches" : undefined}
          message={message}
          options={options}
          activeIndex={activeIndex}
          onChoose={choose}
          onActivate={setActiveIndex}
        />
      )}
      <p role="status" className="sr-only">
        {isPanelShown && (isRecent || state.status === "ready")
          ? announcementOf(options.length, isRecent)
          : ""}
      </p>
    </Form>
  );
}

/** A hint, or its short form while the box is narrower than 17rem (a container query, no JS). */
function PlaceholderHint({ text }: { text: string }) {
  const short = shortHints[text as keyof typeof shortHints];
  if (!short) return text;
  return (
    <>
      <span className="@min-[17rem]:hidden">{short}</span>
      <span className="hidden @min-[17rem]:inline">{text}</span>
    </>
  );
}
