import { useFetcher } from "react-router";
import {
  productLifeCycleTexts as texts,
  type ProductLifeCycleIntent,
} from "#contracts/product-life-cycle.ts";
import { ConfirmActionDialog } from "./confirm-action-dialog";

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
      {isArchived && <p className="mb-4 text-sm text-espresso">{texts.archivedNote}</p>}
      <div className="flex flex-wrap gap-3">
        {isArchived ? (
          <ConfirmActionDialog
            label={texts.restore}
            question="Restore this product?"
            confirmLabel={texts.restore}
            isBusy={isBusy}
            onConfirm={() => submit("restore")}
          >
            It shows in the shop again as it was.
          </ConfirmActionDialog>
        ) : (
          <ConfirmActionDialog
            label={texts.archive}
            question={texts.archiveQuestion}
            confirmLabel={texts.archive}
            isBusy={isBusy}
            onConfirm={() => submit("archive")}
          >
            {texts.archiveExplained}
          </ConfirmActionDialog>
        )}
        {!isSold && (
          <ConfirmActionDialog
            label={texts.delete}
            question={texts.deleteQuestion}
            confirmLabel={texts.delete}
            isDanger
            isBusy={isBusy}
            onConfirm={() => submit("delete")}
          >
            {texts.deleteExplained}
          </ConfirmActionDialog>
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
