import { lazy, Suspense, useId, useState, type FocusEvent, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { checkoutFieldLimits as limits } from "#contracts/checkout-field-limits.ts";
import {
  CheckoutFormSchema,
  checkoutFieldsOf,
  checkoutTexts,
  type CheckoutFields,
  type CheckoutRequest,
} from "#contracts/checkout.ts";
import { isCollected, type DeliveryChoice, type DeliveryChoiceKey } from "#contracts/delivery.ts";
import type { GiftFields as GiftFieldTexts } from "#contracts/gift-form.ts";
import type { SavedAddressView } from "#contracts/saved-address-view.ts";
import {
  issuesByName,
  refusalAlert,
  refusalOf,
  type FormRefusal,
} from "#contracts/form-refusal.ts";
import { useRefusalFocus } from "../../lib/form/use-refusal-focus";
import { FieldError, fieldErrorProps } from "../ui/field-error";
import { FormAlert } from "../ui/form-alert";
import { PhoneField } from "../ui/phone-field";
import { Choice } from "./choice";
import { PaymentChoice } from "./payment-choice";
import { SavedAddressPicker } from "./saved-address-picker";
import { fieldInputClass, TextField } from "../ui/text-field";
import { MarketingConsentBox } from "../marketing-consent-box";

type OrderMethod = CheckoutRequest["orderMethod"];

/**
 * The gift's fields (decision 071): rendered with the page by the server, their scripts loaded
 * apart from the checkout's first load and hydrated when they arrive.
 */
const GiftFields = lazy(() =>
  import("./gift-fields").then((module) => ({ default: module.GiftFields })),
);

/** The fields a refusal names in the alert, in the form's order (decision 052). */
const fieldLabels = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  address: "Delivery address",
  city: "Town",
  notes: "Delivery notes",
  mpesaPhone: "M-PESA number",
};

/**
 * Decision 067: as a contact field is left, the form as it stands goes to POST /cart (intent
 * `contact`), which keeps a phone or e-mail given with the consent box ticked on the cart for its
 * reminder (unticked: none). A plain fetch: its answer changes nothing the page shows, and the
 * checkout's first load is held (decision 069); a failure only means no reminder.
 */
function keepReminderContact({ currentTarget }: FocusEvent<HTMLFieldSetElement>) {
  const fields = new FormData(currentTarget.form!);
  fields.set("intent", "contact");
  fetch("/cart", { method: "POST", body: fields }).catch(Boolean);
}

interface CheckoutFormProps {
  /** One per order attempt, from the server: a retry or a second tap places the order once. */
  idempotencyKey: string;
  /** What the fields start with: the profile's contact, or what was sent and refused. */
  initialFields: CheckoutFields & GiftFieldTexts;
  /** The delivery choices with this cart's fees (decisions 065, 077, 082), and the one chosen. */
  choices: DeliveryChoice[];
  deliveryArea: DeliveryChoiceKey;
  onDeliveryAreaChange(key: DeliveryChoiceKey): void;
  /** The server's refusal, if the last attempt was refused. */
  refusal?: FormRefusal;
  /** Decision 020: whether 'Pay now with M-PESA' is offered (the shop has set M-PESA up). */
  isMpesaOffered: boolean;
  /** A signed-in customer's saved addresses and the one picked (decision 068). */
  savedAddresses: SavedAddressView[];
  savedAddressChoice: string;
  /** What gift wrapping costs, whole KSh; 0 = not offered (decision 071). */
  giftWrappingPrice: number;
  onGiftWrappedChange(isWrapped: boolean): void;
}

/**
 * The order method, contact form and delivery area (SPEC §2 checkout, decision 019): an HTML
 * form posted to the checkout's action, so it places an order before scripts and without them.
 * Once live, the browser checks it with the server's own CheckoutFormSchema before sending. A
 * refusal, the browser's or the server's, marks each refused field and focuses the first
 * (decision 052). "This is a gift" takes a recipient, a card's message and wrapping (decision 071).
 * Website orders need full name, e-mail, phone and a delivery address or landmark (a town too
 * outside Nairobi; neither for a pickup at the shop, decision 077); WhatsApp orders need none, but what the shopper gives goes into the chat
 * (decision 013). Every text field stops at the length the server takes.
 */
export function CheckoutForm({
  idempotencyKey,
  initialFields,
  choices,
  deliveryArea,
  onDeliveryAreaChange,
  refusal,
  isMpesaOffered,
  savedAddresses,
  savedAddressChoice,
  giftWrappingPrice,
  onGiftWrappedChange,
}: CheckoutFormProps) {
  const [method, setMethod] = useState<OrderMethod>(
    initialFields.orderMethod === "whatsapp" ? "whatsapp" : "website",
  );
  const [browserRefusal, setBrowserRefusal] = useState<FormRefusal>();
  const shown = browserRefusal ?? refusal;
  const formRef = useRefusalFocus(shown);
  const addressErrorId = useId();
  const [attempt, setAttempt] = useState(0);
  const navigation = useNavigation();
  // The discount code form posts here too (decision 064): only this form carries the key.
  const isPlacing =
    navigation.state !== "idle" &&
    navigation.formAction === "/checkout" &&
    navigation.formData?.has("idempotencyKey") === true;
  const isWebsite = method === "website";
  const isTownRequired = isWebsite && deliveryArea === "elsewhere";
  const isPickup = isCollected(deliveryArea);

  const check = (event: FormEvent<HTMLFormElement>) => {
    setAttempt((count) => count + 1);
    const fields = checkoutFieldsOf(new FormData(event.currentTarget));
    const parsed = CheckoutFormSchema.safeParse(fields);
    setBrowserRefusal(
      parsed.success
        ? undefined
        : refusalOf(issuesByName(parsed.error.issues), checkoutTexts.requiredFields),
    );
    if (!parsed.success || isPlacing) event.preventDefault();
  };
  // The other method needs other fields: a refusal of this one no longer applies.
  const choose = (next: OrderMethod) => {
    setMethod(next);
    setBrowserRefusal(undefined);
  };

  return (
    <Form
      ref={formRef}
      method="post"
      action="/checkout"
      onSubmit={check}
      noValidate
      className="space-y-8"
    >
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

      <fieldset className="space-y-4" onBlur={keepReminderContact}>
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
          error={shown?.fields.fullName}
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
            error={shown?.fields.email}
          />
          <PhoneField
            label="Phone"
            isRequired={isWebsite}
            name="phone"
            maxLength={limits.phone.maxLength}
            defaultValue={initialFields.phone}
            error={shown?.fields.phone}
          />
        </div>
        <MarketingConsentBox />
      </fieldset>

      {savedAddresses.length > 0 && (
        <SavedAddressPicker
          addresses={savedAddresses}
          initialChoice={savedAddressChoice}
          onDeliveryAreaChange={onDeliveryAreaChange}
        />
      )}
      <fieldset className="space-y-3">
        <legend className="eyebrow mb-3">Delivery</legend>
        {choices.map(({ key, title, detail }) => (
          <Choice
            key={key}
            name="deliveryArea"
            value={key}
            checked={deliveryArea === key}
            onChange={() => onDeliveryAreaChange(key)}
            title={title}
            detail={detail}
          />
        ))}
        {/* A pickup goes to no address (decisions 077, 082): the fields stay, out of sight. */}
        <div className="space-y-4 pt-2" hidden={isPickup}>
          <div>
            <label className="block text-xs tracking-wide text-taupe">
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
                {...fieldErrorProps(addressErrorId, shown?.fields.address)}
              />
            </label>
            <FieldError id={addressErrorId} message={shown?.fields.address} />
          </div>
          <TextField
            label={isTownRequired ? "Town" : "Town (optional)"}
            isRequired={isTownRequired}
            name="city"
            autoComplete="address-level2"
            maxLength={limits.city.maxLength}
            defaultValue={initialFields.city}
            error={shown?.fields.city}
          />
        </div>
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

      <Suspense>
        <GiftFields
          initialFields={initialFields}
          wrappingPrice={giftWrappingPrice}
          onWrappedChange={onGiftWrappedChange}
          refusal={shown}
        />
      </Suspense>

      {isWebsite && isMpesaOffered && (
        <PaymentChoice initialFields={initialFields} mpesaPhoneError={shown?.fields.mpesaPhone} />
      )}

      <div>
        <FormAlert message={shown && refusalAlert(shown, fieldLabels)} attempt={attempt} />
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
