import { Link } from "react-router";
import { brandsByLetter } from "#contracts/brand.ts";
import { listBrandSummaries } from "#server/catalog/brand-queries.ts";
import { getServices } from "#server/services.ts";
import { productCountText } from "../lib/product/product-count";
import type { Route } from "./+types/brands";

/** The id of a letter's section, which the letter index links to ("#" is "other"). */
const letterId = (letter: string) => `letter-${letter === "#" ? "other" : letter}`;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: "Brands | Loris" },
  {
    name: "description",
    content:
      "Every perfume house at Loris, A to Z: niche and designer perfumes, oils and colognes delivered across Kenya.",
  },
  { tagName: "link", rel: "canonical", href: `${loaderData?.publicUrl ?? ""}/brands` },
];

/** /brands: every brand A–Z with its product count (docs/decisions/057-perfume-facts.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  return { groups: brandsByLetter(await listBrandSummaries(db)), publicUrl: config.publicUrl };
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header>
        <p className="eyebrow">The houses</p>
        <h1 className="mt-1 font-display text-4xl text-espresso sm:text-5xl">Brands</h1>
        <p className="mt-3 max-w-xl text-sm leading-relaxed text-ink/80">
          Every perfume house we carry, from A to Z.
        </p>
      </header>
      <nav aria-label="Brands by letter" className="mt-8 border-y border-stone/70 py-3">
        <ul className="flex flex-wrap gap-x-1 gap-y-1 font-display text-lg">
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#${letterId(letter)}`}
                aria-label={letter === "#" ? "Other" : undefined}
                className="grid size-10 place-items-center text-espresso transition hover:bg-linen"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 ? (
        <p className="py-20 text-center text-taupe">No brands yet.</p>
      ) : (
        <div className="mt-4">
          {groups.map((group) => (
            <section
              key={group.letter}
              id={letterId(group.letter)}
              aria-labelledby={`${letterId(group.letter)}-heading`}
              className="grid scroll-mt-24 gap-4 border-b border-stone/50 py-8 sm:grid-cols-[5rem_1fr]"
            >
              <h2
                id={`${letterId(group.letter)}-heading`}
                className="font-display text-4xl leading-none text-gold-dark"
              >
                {group.letter}
              </h2>
              <ul className="grid gap-x-10 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.brands.map((brand) => (
                  <li key={brand.slug}>
                    <Link to={`/brands/${brand.slug}`} className="group flex flex-col">
                      <span className="font-display text-2xl leading-tight text-espresso group-hover:underline group-hover:underline-offset-4">
                        {brand.name}
                      </span>
                      <span className="text-xs tracking-[0.15em] text-taupe uppercase">
                        {productCountText(brand.productCount)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
