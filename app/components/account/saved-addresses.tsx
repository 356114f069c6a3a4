import { Form } from "react-router";
import { deliveryAreaLabels } from "#contracts/delivery.ts";
import { savedAddressLimit } from "#contracts/saved-address-limits.ts";
import type { SavedAddressView } from "#contracts/saved-address-view.ts";
import type { FormAnswer } from "./contact-proofs";
import { FormNote, QuietButton } from "./quiet-button";
import { SavedAddressFields } from "./saved-address-fields";

/** A form's answer with the fields it refused. */
export interface AddressFormAnswer extends FormAnswer {
  fields?: Record<string, string>;
}

const summaryClass =
  "inline-flex min-h-10 cursor-pointer items-center border border-espresso/70 px-4 py-2 text-[0.7rem] tracking-[0.2em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory";

/** One saved address with its Edit (a disclosure), Make default and Remove forms. */
function SavedAddressItem({
  address,
  answerOf,
}: {
  address: SavedAddressView;
  answerOf(intent: string): AddressFormAnswer;
}) {
  const edit = answerOf(`address-edit:${address.id}`);
  const place = [deliveryAreaLabels[address.deliveryArea], address.city].filter(Boolean);
  return (
    <li className="p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-display text-xl text-espresso">{address.label}</h3>
        {address.isDefault && (
          <span className="bg-gold/15 px-2 py-0.5 text-[0.65rem] tracking-[0.15em] text-espresso uppercase">
            Default
          </span>
        )}
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{address.address}</p>
      <p className="text-xs text-taupe">{place.join(" · ")}</p>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <details className="w-full sm:w-auto" open={Boolean(edit.error)}>
          <summary className={summaryClass}>Edit</summary>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="address-edit" />
            <input type="hidden" name="addressId" value={address.id} />
            <SavedAddressFields address={address} errors={edit.fields} />
            <QuietButton>Save address</QuietButton>
          </Form>
        </details>
        {!address.isDefault && (
          <Form method="post">
            <input type="hidden" name="intent" value="address-default" />
            <input type="hidden" name="addressId" value={address.id} />
            <QuietButton>Make default</QuietButton>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="address-remove" />
          <input type="hidden" name="addressId" value={address.id} />
          <QuietButton>Remove</QuietButton>
        </Form>
      </div>
      <FormNote {...edit} />
      <FormNote {...answerOf(`address-default:${address.id}`)} />
    </li>
  );
}

/**
 * My Account's saved delivery addresses (docs/decisions/068-returning-customers.md): each with
 * Edit, Make default and Remove, and a form to add one while fewer than savedAddressLimit are
 * kept. Plain forms: they work without JavaScript.
 */
export function SavedAddresses({
  addresses,
  answerOf,
}: {
  addresses: SavedAddressView[];
  answerOf(intent: string): AddressFormAnswer;
}) {
  const add = answerOf("address-add");
  const isFull = addresses.length >= savedAddressLimit;
  return (
    <div className="space-y-4">
      <p className="text-xs leading-relaxed text-taupe">
        Checkout offers these (up to {savedAddressLimit}); the default is filled in for you.
      </p>
      <FormNote {...answerOf("address-remove")} />
      {addresses.length > 0 && (
        <ul className="divide-y divide-stone/70 border border-stone/70 bg-white/40">
          {addresses.map((address) => (
            <SavedAddressItem key={address.id} address={address} answerOf={answerOf} />
          ))}
        </ul>
      )}
      {!isFull && (
        // A new key after each saved address: the form starts empty and closed again.
        <details key={addresses.length} open={addresses.length === 0 || Boolean(add.error)}>
          <summary className={summaryClass}>Add an address</summary>
          <Form method="post" className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="address-add" />
            <SavedAddressFields errors={add.fields} />
            <QuietButton>Save address</QuietButton>
          </Form>
        </details>
      )}
      <FormNote {...add} />
    </div>
  );
}
