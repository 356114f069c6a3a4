import { Form, Link, useNavigation } from "react-router";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import { formatPrice } from "#contracts/money.ts";
import { orderItemsTexts } from "#contracts/staff-order.ts";
import type { loader } from "#app/routes/admin/orders/items.tsx";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { FormAlert } from "../../ui/form-alert";
import { AgreedTermsFields } from "./new-order/agreed-terms-fields";
import { DraftTotals } from "./new-order/draft-totals";
import { NewOrderProducts } from "./new-order/new-order-products";

type OrderItemsData = Awaited<ReturnType<typeof loader>>;

/**
 * The Change items page (decision 046): the order's items as a draft — find and add sizes, set
 * quantities, agree prices and an order discount with their reason (decision 070) — in one form
 * sent as GET by every step (the draft lives in the URL, so it works without scripts) and as
 * POST by Save items. An order that can no longer change says why, and offers no Save; a
 * refused save (`answer`) marks the field it refused.
 */
export function OrderItemsForm({
  order,
  refusal,
  search,
  products,
  lines,
  totals,
  agreed,
  agreedCapPercent,
  answer,
  backTo,
}: OrderItemsData & { answer?: FormRefusal; backTo: string }) {
  const navigation = useNavigation();
  const formRef = useRefusalFocus(answer);
  const isSaving = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form ref={formRef} method="get" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <input type="hidden" name="orderId" value={order.id} />
      <input type="hidden" name="draft" value="1" />
      <FormAlert message={refusal ?? answer?.summary} className="lg:col-span-2" />
      <NewOrderProducts
        search={search}
        products={products}
        lines={lines}
        refused={answer?.fields}
      />
      <div className="space-y-6">
        <p className="text-sm text-taupe">
          Placed at {formatPrice(order.total)}. Prices are today's unless agreed lower; the delivery
          fee stays as it was ordered.
        </p>
        <AgreedTermsFields
          discount={agreed.discount}
          reason={agreed.reason}
          capPercent={agreedCapPercent}
          refused={answer?.fields ?? {}}
        />
        <DraftTotals totals={totals} />
        <button
          type="submit"
          formMethod="post"
          disabled={isSaving || refusal !== null}
          className="h-12 w-full bg-espresso text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink disabled:opacity-60"
        >
          {isSaving ? "Saving…" : orderItemsTexts.save}
        </button>
        <Link
          to={backTo}
          className="block text-center text-xs text-taupe underline underline-offset-4 hover:text-espresso"
        >
          Back to the order
        </Link>
      </div>
    </Form>
  );
}
