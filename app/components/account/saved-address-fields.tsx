import { useId } from "react";
import { checkoutFieldLimits as limits } from "#contracts/checkout-field-limits.ts";
import { deliveryAreaLabels } from "#contracts/delivery.ts";
import { savedAddressLabelMaxLength } from "#contracts/saved-address-limits.ts";
import type { SavedAddressView } from "#contracts/saved-address-view.ts";
import { FieldError, fieldErrorProps } from "../ui/field-error";
import { fieldInputClass, TextField } from "../ui/text-field";

/**
 * A saved address's fields (docs/decisions/068-returning-customers.md): label, delivery area,
 * address or landmark and town, limited as the checkout's, each with its refusal message.
 */
export function SavedAddressFields({
  address,
  errors = {},
}: {
  address?: SavedAddressView;
  errors?: Record<string, string>;
}) {
  const addressErrorId = useId();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Label, such as Home"
          isRequired
          name="label"
          maxLength={savedAddressLabelMaxLength}
          defaultValue={address?.label}
          error={errors.label}
        />
        <label className="block text-xs tracking-wide text-taupe">
          Delivery area
          <select
            name="deliveryArea"
            defaultValue={address?.deliveryArea ?? "nairobi"}
            className={fieldInputClass}
          >
            {(["nairobi", "elsewhere"] as const).map((area) => (
              <option key={area} value={area}>
                {deliveryAreaLabels[area]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <label className="block text-xs tracking-wide text-taupe">
          Address or landmark<span aria-hidden> *</span>
          <textarea
            name="address"
            aria-required
            maxLength={limits.address.maxLength}
            defaultValue={address?.address}
            className={`${fieldInputClass} h-20 py-2`}
            {...fieldErrorProps(addressErrorId, errors.address)}
          />
        </label>
        <FieldError id={addressErrorId} message={errors.address} />
      </div>
      <TextField
        label="Town (needed outside Nairobi)"
        name="city"
        autoComplete="address-level2"
        maxLength={limits.city.maxLength}
        defaultValue={address?.city}
        error={errors.city}
      />
    </div>
  );
}
