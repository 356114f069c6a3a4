import { useFetcher } from "react-router";
import { demoCatalogueTexts } from "#contracts/product-life-cycle.ts";
import { ConfirmActionButton } from "../products/confirm-action-button";

/**
 * Admin → Settings' "Remove demo catalogue" (docs/decisions/061-product-life-cycle.md): how many
 * demo products the shop still shows and one button, after a confirmation naming them; once none
 * is left, what the last removal did (`removed`).
 */
export function DemoCatalogueRemoval({
  demoProducts,
  removed,
}: {
  demoProducts: number;
  removed: string | null;
}) {
  const fetcher = useFetcher();
  if (demoProducts === 0) {
    return removed ? (
      <p role="status" className="border border-gold/50 bg-gold/10 px-4 py-3 text-sm text-espresso">
        {removed}
      </p>
    ) : null;
  }
  return (
    <section aria-labelledby="demo-catalogue" className="border-t border-stone pt-6">
      <h2 id="demo-catalogue" className="font-display text-xl text-espresso">
        {demoCatalogueTexts.heading}
      </h2>
      <p className="mt-2 mb-4 max-w-xl text-sm text-taupe">
        {demoCatalogueTexts.explained(demoProducts)}
      </p>
      <ConfirmActionButton
        label={demoCatalogueTexts.remove}
        question={demoCatalogueTexts.question(demoProducts)}
        confirmLabel={demoCatalogueTexts.remove}
        isDanger
        isBusy={fetcher.state !== "idle"}
        onConfirm={() => fetcher.submit({ intent: "remove-demo" }, { method: "post" })}
      >
        {demoCatalogueTexts.consequence}
      </ConfirmActionButton>
    </section>
  );
}
