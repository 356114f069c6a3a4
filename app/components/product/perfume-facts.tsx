import { Link } from "react-router";
import {
  concentrations,
  noteLayers,
  scentFamilies,
  type PerfumeFacts as Facts,
} from "#contracts/perfume.ts";

const concentrationLabel = (slug: Facts["concentration"]) =>
  concentrations.find((each) => each.slug === slug)?.label;

const familyLabel = (slug: string) => scentFamilies.find((each) => each.slug === slug)?.label;

const factLink = "underline-offset-4 transition hover:text-espresso hover:underline";

/**
 * A perfume's concentration and scent families (docs/decisions/057-perfume-facts.md), each
 * family a link to the products of that family; nothing for a product with neither.
 */
function FactList({ facts }: { facts: Facts }) {
  const concentration = concentrationLabel(facts.concentration);
  if (!concentration && facts.families.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {concentration && (
        <>
          <dt className="eyebrow self-center">Concentration</dt>
          <dd className="text-ink">{concentration}</dd>
        </>
      )}
      {facts.families.length > 0 && (
        <>
          <dt className="eyebrow self-center">
            {facts.families.length === 1 ? "Family" : "Families"}
          </dt>
          <dd>
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-ink">
              {facts.families.map((family) => (
                <li key={family}>
                  <Link to={`/all-products?family=${family}`} className={factLink}>
                    {familyLabel(family) ?? family}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}

// Each layer narrower than the one below it: top notes at the tip, base notes the widest.
const tierInsets = { top: "mx-[16%]", heart: "mx-[8%]", base: "mx-0" } as const;

/**
 * The notes pyramid: top, heart and base notes, each layer drawn narrower than the one under it,
 * each note a link to the products that have it. Layers without notes are left out; nothing for
 * a product with no notes.
 */
function NotesPyramid({ notes }: { notes: Facts["notes"] }) {
  const layers = noteLayers.filter((layer) => notes[layer.slug].length > 0);
  if (layers.length === 0) return null;
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="font-display text-2xl text-espresso">
        The notes
      </h2>
      <ol className="mt-4 flex flex-col gap-1.5">
        {layers.map((layer) => (
          <li
            key={layer.slug}
            className={`${tierInsets[layer.slug]} bg-linen px-4 py-3 text-center`}
          >
            <h3 className="eyebrow text-[10px]">{layer.label}</h3>
            <ul className="mt-1.5 flex flex-wrap justify-center gap-x-3 gap-y-1 font-display text-lg text-espresso">
              {notes[layer.slug].map((note) => (
                <li key={note.slug}>
                  <Link
                    to={`/all-products?note=${encodeURIComponent(note.slug)}`}
                    className={factLink}
                  >
                    {note.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The product page's perfume facts: concentration, families and the notes pyramid; only those
 * the product has (a candle shows none).
 */
export function PerfumeFacts({ facts }: { facts: Facts }) {
  const hasNotes = noteLayers.some((layer) => facts.notes[layer.slug].length > 0);
  if (!facts.concentration && facts.families.length === 0 && !hasNotes) return null;
  return (
    <div className="flex flex-col gap-6 border-t border-stone/70 pt-5">
      <FactList facts={facts} />
      <NotesPyramid notes={facts.notes} />
    </div>
  );
}

/** The brand's name as a link to its page, for the line above a product's name. */
export function BrandLinkText({ brand }: { brand: NonNullable<Facts["brand"]> }) {
  return (
    <Link to={`/brands/${brand.slug}`} className="hover:text-espresso hover:underline">
      {brand.name}
    </Link>
  );
}
