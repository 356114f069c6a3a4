import { useFetcher } from "react-router";
import {
  productLifeCycleTexts as texts,
  type ProductLifeCycleIntent,
} from "#contracts/product-life-cycle.ts";
import { ConfirmActionButton } from "./confirm-action-button";

/**
 * Edit product's life cycle (docs/decisions/061-product-life-cycle.md): "Archive product" (or
 * "Restore" once archived) and, for a product never sold, "Delete product", each after a
 * confirmation; posted to the page's own action with `intent`. A refusal (409) shows its text.
 */
export function ProductLifeCycleActions({
  isArchived,
  isSold,
}: {
  isArchived: boolean;
  isSold: boolean;
}) {
  const fetcher = useFetcher<{ lifeCycleError?: string }>();
  const submit = (intent: ProductLifeCycleIntent) => fetcher.submit({ intent }, { method: "post" });
  const isBusy = fetcher.state !== "idle";
  return (
    <section aria-label="Product life cycle" className="mt-12 max-w-3xl border-t border-stone pt-6">
      <div className="flex flex-wrap gap-3">
        {isArchived ? (
          <ConfirmActionButton
            label={texts.restore}
            question="Restore this product?"
            confirmLabel={texts.restore}
            isBusy={isBusy}
            onConfirm={() => submit("restore")}
          >
            It shows in the shop again as it was.
          </ConfirmActionButton>
        ) : (
          <ConfirmActionButton
            label={texts.archive}
            question={texts.archiveQuestion}
            confirmLabel={texts.archive}
            isBusy={isBusy}
            onConfirm={() => submit("archive")}
          >
            {texts.archiveExplained}
          </ConfirmActionButton>
        )}
        {!isSold && (
          <ConfirmActionButton
            label={texts.delete}
            question={texts.deleteQuestion}
            confirmLabel={texts.delete}
            isDanger
            isBusy={isBusy}
            onConfirm={() => submit("delete")}
          >
            {texts.deleteExplained}
          </ConfirmActionButton>
        )}
      </div>
      {isSold && (
        <p className="mt-3 text-xs text-taupe">
          Sold before, so it can be archived but not deleted.
        </p>
      )}
      {fetcher.data?.lifeCycleError && (
        <p
          role="alert"
          className="mt-4 border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine"
        >
          {fetcher.data.lifeCycleError}
        </p>
      )}
    </section>
  );
}
