import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { formatPrice } from "#contracts/money.ts";
import {
  CheckoutFormSchema,
  checkoutFieldLimits as limits,
  checkoutFieldsOf,
  firstIssue,
  type CheckoutFields,
  type CheckoutRequest,
} from "#contracts/checkout.ts";
import { deliveryAreaLabels, deliveryEstimates, type DeliveryArea } from "#contracts/delivery.ts";
import { FormAlert } from "../ui/form-alert";
import { PhoneField } from "../ui/phone-field";
import { Choice } from "./choice";
import { PaymentChoice } from "./payment-choice";
import { fieldInputClass, TextField } from "../ui/text-field";

type OrderMethod = CheckoutRequest["orderMethod"];

interface CheckoutFormProps {
  /** One per order attempt, from the server: a retry or a second tap places the order once. */
  idempotencyKey: string;
  /** What the fields start with: the profile's contact, or what was sent and refused. */
  initialFields: CheckoutFields;
  /** Delivery fees by area, whole KSh (0 shows as 'Free'). */
  shippingFees: Record<DeliveryArea, number>;
  deliveryArea: DeliveryArea;
  onDeliveryAreaChange(area: DeliveryArea): void;
  /** The server's refusal, if the last attempt was refused. */
  error?: string;
  /** Decision 020: whether 'Pay now with M-PESA' is offered (the shop has set M-PESA up). */
  isMpesaOffered: boolean;
}

/**
 * The order method, contact form and delivery area (SPEC §2 checkout, decision 019): an HTML
 * form posted to the checkout's action, so it places an order before scripts and without them.
 * Once live, the browser checks it with the server's own CheckoutFormSchema before sending.
 * Website orders need full name, e-mail, phone and a delivery address or landmark (a town too
 * outside Nairobi); WhatsApp orders need none, but what the shopper gives goes into the chat
 * (decision 013). Every text field stops at the length the server takes.
 */
export function CheckoutForm({
  idempotencyKey,
  initialFields,
  shippingFees,
  deliveryArea,
  onDeliveryAreaChange,
  error,
  isMpesaOffered,
}: CheckoutFormProps) {
  const [method, setMethod] = useState<OrderMethod>(
    initialFields.orderMethod === "whatsapp" ? "whatsapp" : "website",
  );
  const [browserError, setBrowserError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const navigation = useNavigation();
  const isPlacing = navigation.state !== "idle" && navigation.formAction === "/checkout";
  const isWebsite = method === "website";
  const isTownRequired = isWebsite && deliveryArea === "elsewhere";

  const check = (event: FormEvent<HTMLFormElement>) => {
    setAttempt((count) => count + 1);
    const fields = checkoutFieldsOf(new FormData(event.currentTarget));
    const parsed = CheckoutFormSchema.safeParse(fields);
    setBrowserError(parsed.success ? undefined : firstIssue(parsed.error));
    if (!parsed.success || isPlacing) event.preventDefault();
  };
  // The other method needs other fields: a refusal of this one no longer applies.
  const choose = (next: OrderMethod) => {
    setMethod(next);
    setBrowserError(undefined);
  };
  const fee = (area: DeliveryArea) =>
    shippingFees[area] === 0 ? "Free" : formatPrice(shippingFees[area]);

  return (
    <Form method="post" action="/checkout" onSubmit={check} noValidate className="space-y-8">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <fieldset className="space-y-3">
        <legend className="eyebrow mb-3">How would you like to order?</legend>
        <Choice
          name="orderMethod"
          value="website"
          checked={isWebsite}
          onChange={() => choose("website")}
          title="Order on the website"
          detail="We confirm by e-mail and call you before delivery."
        />
        <Choice
          name="orderMethod"
          value="whatsapp"
          checked={!isWebsite}
          onChange={() => choose("whatsapp")}
          title="Order on WhatsApp"
          detail="Your order opens in a WhatsApp chat with us, ready to send."
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="eyebrow mb-3">Contact details</legend>
        {!isWebsite && (
          <p className="-mt-1 text-xs leading-relaxed text-taupe">
            Optional. What you fill in is added to your WhatsApp message, so we can deliver without
            asking again.
          </p>
        )}
        <TextField
          label="Full name"
          isRequired={isWebsite}
          name="fullName"
          autoComplete="name"
          maxLength={limits.fullName.maxLength}
          defaultValue={initialFields.fullName}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Email"
            isRequired={isWebsite}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={limits.email.maxLength}
            defaultValue={initialFields.email}
          />
          <PhoneField
            label="Phone"
            isRequired={isWebsite}
            name="phone"
            maxLength={limits.phone.maxLength}
            defaultValue={initialFields.phone}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="eyebrow mb-3">Delivery</legend>
        {(["nairobi", "elsewhere"] as const).map((area) => (
          <Choice
            key={area}
            name="deliveryArea"
            value={area}
            checked={deliveryArea === area}
            onChange={() => onDeliveryAreaChange(area)}
            title={deliveryAreaLabels[area]}
            detail={`Delivery in ${deliveryEstimates[area]} · ${fee(area)}`}
          />
        ))}
        <label className="block pt-2 text-xs tracking-wide text-taupe">
          {isWebsite ? "Delivery address or landmark" : "Address (optional)"}
          {isWebsite && <span aria-hidden> *</span>}
          <textarea
            className={`${fieldInputClass} h-20 py-2`}
            name="address"
            autoComplete="street-address"
            placeholder="Building, street, or a landmark near you"
            aria-required={isWebsite || undefined}
            maxLength={limits.address.maxLength}
            defaultValue={initialFields.address}
          />
        </label>
        <TextField
          label={isTownRequired ? "Town" : "Town (optional)"}
          isRequired={isTownRequired}
          name="city"
          autoComplete="address-level2"
          maxLength={limits.city.maxLength}
          defaultValue={initialFields.city}
        />
        <label className="block text-xs tracking-wide text-taupe">
          Delivery notes (optional)
          <textarea
            className={`${fieldInputClass} h-24 py-2`}
            name="notes"
            maxLength={limits.notes.maxLength}
            defaultValue={initialFields.notes}
          />
        </label>
      </fieldset>

      {isWebsite && isMpesaOffered && <PaymentChoice initialFields={initialFields} />}

      <div>
        <FormAlert message={browserError ?? error} attempt={attempt} />
        <button
          type="submit"
          aria-disabled={isPlacing}
          className="h-12 w-full bg-espresso text-xs tracking-[0.25em] text-ivory uppercase transition hover:bg-ink aria-disabled:opacity-60"
        >
          {isPlacing ? "Placing your order…" : isWebsite ? "Place Order" : "Order on WhatsApp"}
        </button>
      </div>
    </Form>
  );
}
