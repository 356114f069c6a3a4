import { Form, useNavigation } from "react-router";
import { discountCodeLength } from "#contracts/discount-code.ts";
import { checkoutFieldLimits } from "#contracts/checkout-field-limits.ts";
import { salesChannelLabels, salesChannels } from "#contracts/sales-channel.ts";
import type { loader } from "#app/routes/admin/orders/new.tsx";
import { refusalAlert, type FormRefusal } from "#contracts/form-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { controlClass } from "../../products/form/form-field";
import { AgreedTermsFields } from "./agreed-terms-fields";
import { CounterPaymentFields } from "./counter-payment-fields";
import { draftFieldClass, draftLabelClass, draftSectionTitle } from "./new-order-classes";
import { DraftTotals } from "./draft-totals";
import { NewOrderProducts } from "./new-order-products";

type NewOrderData = Awaited<ReturnType<typeof loader>>;

const field = draftFieldClass;
const labelClass = draftLabelClass;
const sectionTitle = draftSectionTitle;

/** The fields a refusal names in the alert, in the form's order (decision 052). */
const fieldLabels = {
  phone: "Phone",
  fullName: "Full name",
  email: "Email",
  address: "Address or landmark",
  city: "Town",
  notes: "Notes",
  agreedDiscount: "Order discount",
  agreedReason: "Reason",
  counterPayment: "Paid by",
  counterReceipt: "M-PESA receipt code",
};

/**
 * A labelled text input of the draft, its limit the checkout's (contracts/checkout.ts), its own
 * message under it when the draft was refused.
 */
function TextField({
  name,
  label,
  value,
  type = "text",
  limit,
  error,
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
  limit: keyof typeof checkoutFieldLimits;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={`new-order-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`new-order-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={checkoutFieldLimits[limit].maxLength}
        className={field}
        {...fieldErrorProps(`new-order-${name}-error`, error)}
      />
      <FieldError id={`new-order-${name}-error`} message={error} />
    </div>
  );
}

/**
 * The new-order page (decision 043): one form, sent as GET by every step (find, add, remove,
 * find the customer) so the draft lives in the URL, and as POST by Place order. Products and
 * lines; the customer by phone (a returning customer is named), name and e-mail; delivery area,
 * address or landmark, town and notes; the channel; the order discount and reason agreed with the
 * customer (decision 070); the total at the agreed prices with today's delivery fee.
 */
export function NewOrderForm({
  search,
  products,
  lines,
  customer,
  draft,
  totals,
  agreedCapPercent,
  deliveryChoices,
  refusal,
}: NewOrderData & { refusal?: FormRefusal }) {
  const navigation = useNavigation();
  const formRef = useRefusalFocus(refusal);
  const refused = refusal?.fields ?? {};
  const isPlacing = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form ref={formRef} method="get" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <input type="hidden" name="idempotencyKey" value={draft.idempotencyKey} />
      <FormAlert
        message={refusal && refusalAlert(refusal, fieldLabels)}
        className="lg:col-span-2"
      />
      <NewOrderProducts search={search} products={products} lines={lines} refused={refused} />
      <div className="space-y-8">
        <section aria-labelledby="new-order-customer" className="space-y-3">
          <h2 id="new-order-customer" className={sectionTitle}>
            Customer
          </h2>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <TextField
                name="phone"
                label="Phone"
                type="tel"
                value={draft.phone ?? ""}
                limit="phone"
                error={refused.phone}
              />
            </div>
            <button
              type="submit"
              className="h-10 border border-stone px-3 text-xs tracking-[0.12em] uppercase hover:border-espresso"
            >
              Look up
            </button>
          </div>
          {customer && (
            <p className="text-sm text-espresso" data-testid="known-customer">
              {customer.name ?? "A known customer"}: {customer.orders} order
              {customer.orders === 1 ? "" : "s"} before
              {customer.hasAccount ? ", has an account" : ""}
            </p>
          )}
          <TextField
            name="fullName"
            label="Full name"
            value={draft.fullName || customer?.name || ""}
            limit="fullName"
            error={refused.fullName}
          />
          <TextField
            name="email"
            label="Email (optional)"
            type="email"
            value={draft.email || customer?.email || ""}
            limit="email"
            error={refused.email}
          />
        </section>
        <section aria-labelledby="new-order-delivery" className="space-y-3">
          <h2 id="new-order-delivery" className={sectionTitle}>
            Delivery
          </h2>
          <div>
            <label htmlFor="new-order-deliveryArea" className={labelClass}>
              Delivery area
            </label>
            <select
              id="new-order-deliveryArea"
              name="deliveryArea"
              defaultValue={draft.deliveryArea}
              className={field}
            >
              {deliveryChoices.map(({ key, title }) => (
                <option key={key} value={key}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="new-order-address" className={labelClass}>
              Address or landmark
            </label>
            <textarea
              id="new-order-address"
              name="address"
              rows={2}
              defaultValue={draft.address}
              maxLength={checkoutFieldLimits.address.maxLength}
              className={`${controlClass} border-stone py-2`}
              {...fieldErrorProps("new-order-address-error", refused.address)}
            />
            <FieldError id="new-order-address-error" message={refused.address} />
          </div>
          <TextField
            name="city"
            label="Town"
            value={draft.city ?? ""}
            limit="city"
            error={refused.city}
          />
          <TextField
            name="notes"
            label="Notes"
            value={draft.notes ?? ""}
            limit="notes"
            error={refused.notes}
          />
          {/* Decision 064: priced by the server when the order is placed, as at checkout. */}
          <div>
            <label htmlFor="new-order-discountCode" className={labelClass}>
              Discount code
            </label>
            <input
              id="new-order-discountCode"
              name="discountCode"
              defaultValue={draft.discountCode}
              maxLength={discountCodeLength.max}
              autoComplete="off"
              className={`${field} uppercase`}
              {...fieldErrorProps("new-order-discountCode-error", refused.discountCode)}
            />
            <FieldError id="new-order-discountCode-error" message={refused.discountCode} />
          </div>
        </section>
        <AgreedTermsFields
          discount={draft.agreedDiscount ?? ""}
          reason={draft.agreedReason ?? ""}
          capPercent={agreedCapPercent}
          refused={refused}
        />
        <fieldset className="space-y-2">
          <legend className={`${sectionTitle} mb-2`}>Sold through</legend>
          {salesChannels.map((channel) => (
            <label key={channel} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="channel"
                value={channel}
                defaultChecked={(draft.channel || "whatsapp") === channel}
                className="accent-espresso"
              />
              {salesChannelLabels[channel]}
            </label>
          ))}
        </fieldset>
        <CounterPaymentFields
          method={draft.counterPayment ?? ""}
          receipt={draft.counterReceipt ?? ""}
          refused={refused}
        />
        <DraftTotals totals={totals} />
        <button
          type="submit"
          formMethod="post"
          disabled={isPlacing}
          className="h-12 w-full bg-espresso text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink disabled:opacity-60"
        >
          {isPlacing ? "Placing…" : "Place order"}
        </button>
      </div>
    </Form>
  );
}
