import { useState, type FormEvent, type ReactNode } from "react";
import { checkoutTexts, type CheckoutRequest } from "../../../contracts/checkout";
import {
  deliveryAreaLabels,
  deliveryEstimates,
  type DeliveryArea,
} from "../../../contracts/delivery";

type OrderMethod = CheckoutRequest["orderMethod"];
type Contact = Pick<CheckoutRequest, "fullName" | "email" | "phone" | "notes" | "address" | "city">;

interface CheckoutFormProps {
  deliveryArea: DeliveryArea;
  onDeliveryAreaChange(area: DeliveryArea): void;
  isPlacing: boolean;
  error?: string;
  onError(message: string): void;
  onPlace(request: Omit<CheckoutRequest, "idempotencyKey" | "items" | "deliveryArea">): void;
}

const input =
  "mt-1 h-11 w-full border border-stone bg-white/70 px-3 text-sm text-ink outline-none focus:border-gold";

function Field({
  label,
  isRequired,
  children,
}: {
  label: string;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="block text-xs tracking-wide text-taupe">
      {label}
      {isRequired && <span aria-hidden> *</span>}
      {children}
    </label>
  );
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
 * need full name, e-mail and phone; WhatsApp orders need no contact fields.
 */
export function CheckoutForm({
  deliveryArea,
  onDeliveryAreaChange,
  isPlacing,
  error,
  onError,
  onPlace,
}: CheckoutFormProps) {
  const [method, setMethod] = useState<OrderMethod>("website");
  const [contact, setContact] = useState<Contact>({});
  const isWebsite = method === "website";
  const set = (field: keyof Contact) => (event: { target: { value: string } }) =>
    setContact((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
        <Field label="Full name" isRequired={isWebsite}>
          <input
            className={input}
            name="fullName"
            autoComplete="name"
            value={contact.fullName ?? ""}
            onChange={set("fullName")}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" isRequired={isWebsite}>
            <input
              className={input}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={contact.email ?? ""}
              onChange={set("email")}
            />
          </Field>
          <Field label="Phone" isRequired={isWebsite}>
            <input
              className={input}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="0712 345 678"
              value={contact.phone ?? ""}
              onChange={set("phone")}
            />
          </Field>
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
          <Field label="Address (optional)">
            <input
              className={input}
              name="address"
              autoComplete="street-address"
              value={contact.address ?? ""}
              onChange={set("address")}
            />
          </Field>
          <Field label="Town (optional)">
            <input
              className={input}
              name="city"
              autoComplete="address-level2"
              value={contact.city ?? ""}
              onChange={set("city")}
            />
          </Field>
        </div>
        <Field label="Delivery notes (optional)">
          <textarea
            className={`${input} h-24 py-2`}
            name="notes"
            value={contact.notes ?? ""}
            onChange={set("notes")}
          />
        </Field>
      </fieldset>

      {error && (
        <p role="alert" className="border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={isPlacing}
        className="h-12 w-full bg-espresso text-xs tracking-[0.25em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60"
      >
        {isPlacing ? "Placing your order…" : isWebsite ? "Place Order" : "Order on WhatsApp"}
      </button>
    </form>
  );
}
