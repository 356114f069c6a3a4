import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Form, useNavigate, useSearchParams } from "react-router";
import { placeholderFadeMs, useRotatingText } from "../lib/use-rotating-text";

/** SPEC §2: product-name hints and the generic hint the placeholder rotates through. */
const placeholderHints = [
  "Search by Category/Name/Type",
  "Oud Royale",
  "Amber Veil",
  "Nairobi Dusk",
  "Reed diffusers",
] as const;

/** The header search box: submits non-blank text to /?search={text} (SPEC §2, §5). */
export function SearchBox() {
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get("search") ?? "");
  const navigate = useNavigate();
  const placeholder = useRotatingText(placeholderHints, text === "");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) navigate(`/?search=${encodeURIComponent(query)}`);
  };

  return (
    <Form action="/" role="search" onSubmit={submit} className="relative min-w-0 flex-1">
      <Search
        aria-hidden
        strokeWidth={1.5}
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-taupe"
      />
      <input
        type="search"
        name="search"
        aria-label="Search products"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-full border border-stone bg-white/70 pr-4 pl-10 text-sm text-ink transition outline-none focus:border-gold focus:bg-white sm:h-11"
      />
      {text === "" && (
        <span
          aria-hidden
          style={{ transitionDuration: `${placeholderFadeMs}ms` }}
          className={`pointer-events-none absolute top-1/2 right-4 left-10 -translate-y-1/2 truncate text-sm text-taupe transition-opacity ${
            placeholder.isFading ? "opacity-0" : "opacity-100"
          }`}
        >
          {placeholder.text}
        </span>
      )}
    </Form>
  );
}
