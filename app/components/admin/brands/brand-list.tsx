import { Form } from "react-router";
import { BrandForm, type BrandAnswer } from "./brand-form";

/** A brand as Admin → Brands lists it. */
interface ListedBrand {
  id: string;
  name: string;
  slug: string;
  story: string;
  productCount: number;
}

const productsOf = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;

/**
 * The brands A–Z (docs/decisions/057-perfume-facts.md): each with its page's address, its
 * product count, an Edit disclosure (name and story) and Delete, which the server refuses
 * while products have the brand, saying how many. `answerOf` gives a row's refused answer.
 */
export function BrandList({
  brands,
  answerOf,
}: {
  brands: ListedBrand[];
  answerOf(intent: "edit" | "delete", brandId: string): BrandAnswer | undefined;
}) {
  if (brands.length === 0) {
    return <p className="text-sm text-taupe">No brands yet. Add the first one.</p>;
  }
  return (
    <ul aria-label="Brands" className="divide-y divide-stone/70 border border-stone/70 bg-white/60">
      {brands.map((brand) => {
        const edit = answerOf("edit", brand.id);
        const refusedDelete = answerOf("delete", brand.id);
        return (
          <li key={brand.id} aria-label={brand.name} className="p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-display text-xl wrap-anywhere text-espresso">{brand.name}</h3>
              <p className="text-sm text-taupe tabular-nums">{productsOf(brand.productCount)}</p>
            </div>
            <p className="text-xs break-all text-taupe">/brands/{brand.slug}</p>
            {brand.story && (
              <p className="mt-2 line-clamp-2 text-sm wrap-anywhere text-ink">{brand.story}</p>
            )}
            <div className="mt-3 flex flex-wrap items-start gap-x-6 gap-y-3">
              <details open={Boolean(edit)} className="min-w-0 flex-1 basis-64">
                <summary className="cursor-pointer text-sm text-espresso underline underline-offset-4">
                  Edit<span className="sr-only"> {brand.name}</span>
                </summary>
                <div className="mt-3">
                  <BrandForm brand={brand} answer={edit} />
                </div>
              </details>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="brandId" value={brand.id} />
                <button
                  type="submit"
                  className="text-sm text-wine underline underline-offset-4 hover:text-ink"
                >
                  Delete<span className="sr-only"> {brand.name}</span>
                </button>
              </Form>
            </div>
            {refusedDelete?.error && (
              <p role="alert" className="mt-2 text-sm text-wine">
                {refusedDelete.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
