import { useState, type FormEvent } from "react";
import { FormAlert } from "../ui/form-alert";
import { fieldInputClass, TextField } from "../ui/text-field";
import { checkoutTexts, type CheckoutRequest } from "#contracts/checkout.ts";
import type { CheckoutContact } from "#contracts/checkout-contact.ts";
import { deliveryAreaLabels, deliveryEstimates, type DeliveryArea } from "#contracts/delivery.ts";

type OrderMethod = CheckoutRequest["orderMethod"];
type Contact = Pick<CheckoutRequest, "fullName" | "email" | "phone" | "notes" | "address" | "city">;

interface CheckoutFormProps {
  /** What the contact fields start with (a signed-in customer's profile); still editable. */
  initialContact: CheckoutContact;
  deliveryArea: DeliveryArea;
  onDeliveryAreaChange(area: DeliveryArea): void;
  isPlacing: boolean;
  error?: string;
  onError(message: string): void;
  onPlace(request: Omit<CheckoutRequest, "idempotencyKey" | "items" | "deliveryArea">): void;
}

function Choice({
  name,
  checked,
  onChange,
  title,
  detail,
}: {
  name: string;
  checked: boolean;
  onChange(): void;
  title: string;
  detail: string;
}) {
  return (
    <label
      className={`flex cursor-pointer gap-3 border p-4 transition ${checked ? "border-espresso bg-white/60" : "border-stone hover:border-taupe"}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1 accent-espresso"
      />
      <span>
        <span className="block text-sm font-medium text-espresso">{title}</span>
        <span className="block text-xs text-taupe">{detail}</span>
      </span>
    </label>
  );
}

/**
 * The order method, contact form and delivery area (SPEC §2 checkout, issue 4). Website orders
 * need full name, e-mail and phone; WhatsApp orders need no contact fields, but what the shopper
 * gives goes into the chat (issue 11). A signed-in customer's contact starts filled in.
 */
export function CheckoutForm({
  initialContact,
  deliveryArea,
  onDeliveryAreaChange,
  isPlacing,
  error,
  onError,
  onPlace,
}: CheckoutFormProps) {
  const [method, setMethod] = useState<OrderMethod>("website");
  const [contact, setContact] = useState<Contact>(initialContact);
  const [attempt, setAttempt] = useState(0);
  const isWebsite = method === "website";
  const set = (field: keyof Contact) => (event: { target: { value: string } }) =>
    setContact((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (
      isWebsite &&
      (!contact.fullName?.trim() || !contact.email?.trim() || !contact.phone?.trim())
    ) {
      onError(checkoutTexts.requiredFields);
      return;
    }
    onPlace({ orderMethod: method, ...contact });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <fieldset className="space-y-3">
        <legend className="eyebrow mb-3">How would you like to order?</legend>
        <Choice
          name="orderMethod"
          checked={isWebsite}
          onChange={() => setMethod("website")}
          title="Order on the website"
          detail="We confirm by e-mail and call you before delivery."
        />
        <Choice
          name="orderMethod"
          checked={!isWebsite}
          onChange={() => setMethod("whatsapp")}
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
          value={contact.fullName ?? ""}
          onChange={set("fullName")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Email"
            isRequired={isWebsite}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={contact.email ?? ""}
            onChange={set("email")}
          />
          <TextField
            label="Phone"
            isRequired={isWebsite}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="0712 345 678"
            value={contact.phone ?? ""}
            onChange={set("phone")}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="eyebrow mb-3">Delivery</legend>
        {(["nairobi", "elsewhere"] as const).map((area) => (
          <Choice
            key={area}
            name="deliveryArea"
            checked={deliveryArea === area}
            onChange={() => onDeliveryAreaChange(area)}
            title={deliveryAreaLabels[area]}
            detail={`Delivery in ${deliveryEstimates[area]}`}
          />
        ))}
        <div className="grid gap-4 pt-2 sm:grid-cols-2">
          <TextField
            label="Address (optional)"
            name="address"
            autoComplete="street-address"
            value={contact.address ?? ""}
            onChange={set("address")}
          />
          <TextField
            label="Town (optional)"
            name="city"
            autoComplete="address-level2"
            value={contact.city ?? ""}
            onChange={set("city")}
          />
        </div>
        <label className="block text-xs tracking-wide text-taupe">
          Delivery notes (optional)
          <textarea
            className={`${fieldInputClass} h-24 py-2`}
            name="notes"
            value={contact.notes ?? ""}
            onChange={set("notes")}
          />
        </label>
      </fieldset>

      <div>
        <FormAlert message={error} attempt={attempt} />
        <button
          type="submit"
          disabled={isPlacing}
          className="h-12 w-full bg-espresso text-xs tracking-[0.25em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60"
        >
          {isPlacing ? "Placing your order…" : isWebsite ? "Place Order" : "Order on WhatsApp"}
        </button>
      </div>
    </form>
  );
}
