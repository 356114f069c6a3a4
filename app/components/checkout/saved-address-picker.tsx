import { useEffect, useRef, useState } from "react";
import { deliveryAreaLabels, type DeliveryArea } from "#contracts/delivery.ts";
import { newAddressChoice, type SavedAddressView } from "#contracts/saved-address-view.ts";
import { Choice } from "./choice";

/** Typing in these fields makes the order go to "A new address". */
const deliveryFields = new Set(["deliveryArea", "address", "city"]);

/**
 * A signed-in customer's saved addresses at checkout (docs/decisions/068-returning-customers.md):
 * radios named `savedAddressId` — the field the server reads, so a page without scripts works —
 * and "A new address". Once live, picking one fills the delivery fields below; changing those
 * picks "A new address", so the server takes what was typed.
 */
export function SavedAddressPicker({
  addresses,
  initialChoice,
  onDeliveryAreaChange,
}: {
  addresses: SavedAddressView[];
  initialChoice: string;
  onDeliveryAreaChange(area: DeliveryArea): void;
}) {
  const [choice, setChoice] = useState(initialChoice);
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    const typed = (event: Event) => {
      if (deliveryFields.has((event.target as HTMLInputElement).name)) setChoice(newAddressChoice);
    };
    form?.addEventListener("input", typed);
    return () => form?.removeEventListener("input", typed);
  }, []);
  const pick = (saved: SavedAddressView) => {
    setChoice(saved.id);
    const fields = ref.current?.form?.elements;
    for (const name of ["address", "city"] as const) {
      const field = fields?.namedItem(name);
      if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
        field.value = saved[name];
      }
    }
    onDeliveryAreaChange(saved.deliveryArea);
  };
  return (
    <fieldset ref={ref} className="space-y-3">
      <legend className="eyebrow mb-3">Deliver to</legend>
      {addresses.map((saved) => (
        <Choice
          key={saved.id}
          name="savedAddressId"
          value={saved.id}
          checked={choice === saved.id}
          onChange={() => pick(saved)}
          title={saved.label}
          detail={[saved.address, saved.city || deliveryAreaLabels[saved.deliveryArea]].join(", ")}
        />
      ))}
      <Choice
        name="savedAddressId"
        value={newAddressChoice}
        checked={choice === newAddressChoice}
        onChange={() => setChoice(newAddressChoice)}
        title="A new address"
        detail="Type it below; we keep it for next time."
      />
    </fieldset>
  );
}
