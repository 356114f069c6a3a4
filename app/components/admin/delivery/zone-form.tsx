import { Form, useNavigation } from "react-router";
import {
  deliveryZoneLimits,
  type DeliveryZoneKind,
  type DeliveryZoneView,
} from "#contracts/delivery-zone-texts.ts";
import { useAnswerRefusal, type RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { controlClass, describedBy, FormField } from "../products/form/form-field";
import { AdminFormEnd } from "../admin-form-end";

/** What the Delivery action answered a form: its refusal and what was typed. */
export interface ZoneAnswer extends RefusalAnswer {
  sent?: Record<string, string>;
}

const border = (error?: string) => (error ? "border-wine" : "border-stone");

/**
 * A delivery zone's or pickup point's details as a posted form (docs/decisions/082-delivery-zones.md):
 * adding one of `kind` when `zone` is undefined, else editing it. A zone has its area, fee,
 * delivery time and an optional free-delivery amount; a pickup point its town, directions, fee
 * and time. Works without scripts; a refusal marks its fields and focuses the first (decision 052).
 */
export function ZoneForm({
  kind,
  zone,
  answer,
}: {
  kind: DeliveryZoneKind;
  zone?: DeliveryZoneView;
  answer?: ZoneAnswer;
}) {
  const refusal = useAnswerRefusal(answer);
  const formRef = useRefusalFocus(refusal);
  const navigation = useNavigation();
  const intent = zone ? "edit" : "add";
  const isBusy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("zoneId") === (zone?.id ?? null) &&
    navigation.formData.get("kind") === kind;
  const idOf = (field: string) => `${kind}-${field}-${zone?.id ?? "new"}`;
  const errors = refusal?.fields ?? {};
  const valueOf = (field: string, saved: string | number | null | undefined) =>
    answer?.sent?.[field] ?? (saved === null || saved === undefined ? "" : String(saved));
  const isZone = kind === "zone";
  const text = (
    field: string,
    label: string,
    saved: string | number | null | undefined,
    options: { maxLength?: number; hint?: string; isOptional?: boolean; isNumeric?: boolean },
  ) => (
    <FormField
      id={idOf(field)}
      label={label}
      hint={options.hint}
      error={errors[field]}
      isOptional={options.isOptional}
    >
      <input
        name={field}
        {...describedBy(idOf(field), errors[field], options.hint)}
        defaultValue={valueOf(field, saved)}
        maxLength={options.maxLength}
        inputMode={options.isNumeric ? "numeric" : undefined}
        autoComplete="off"
        className={`${controlClass} h-11 ${border(errors[field])}`}
      />
    </FormField>
  );
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={kind} />
      {zone && <input type="hidden" name="zoneId" value={zone.id} />}
      {text("name", "Name", zone?.name, {
        maxLength: deliveryZoneLimits.nameLength,
        hint: isZone ? "As shoppers see it, e.g. Westlands" : "e.g. Easy Coach office",
      })}
      {isZone ? (
        <FormField id={idOf("area")} label="In" error={errors.area}>
          <select
            name="area"
            {...describedBy(idOf("area"), errors.area)}
            defaultValue={valueOf("area", zone?.area ?? "nairobi")}
            className={`${controlClass} h-11 ${border(errors.area)}`}
          >
            <option value="nairobi">Nairobi</option>
            <option value="elsewhere">Elsewhere in Kenya</option>
          </select>
        </FormField>
      ) : (
        text("town", "Town", zone?.town, { maxLength: deliveryZoneLimits.townLength })
      )}
      {text("fee", "Fee (KSh)", zone?.fee, {
        hint: "Whole shillings; 0 shows as Free.",
        isNumeric: true,
      })}
      {text("deliveryTime", "Delivery time", zone?.deliveryTime, {
        maxLength: deliveryZoneLimits.deliveryTimeLength,
        hint: "e.g. 1-2 business days",
      })}
      {isZone ? (
        text("freeFrom", "Free delivery from (KSh)", zone?.freeFrom, {
          hint: "Items worth this much or more, after any discount code, go free. Empty: never.",
          isOptional: true,
          isNumeric: true,
        })
      ) : (
        <FormField id={idOf("directions")} label="Directions" error={errors.directions}>
          <textarea
            name="directions"
            {...describedBy(idOf("directions"), errors.directions)}
            defaultValue={valueOf("directions", zone?.directions)}
            maxLength={deliveryZoneLimits.directionsLength}
            rows={3}
            className={`${controlClass} py-2.5 ${border(errors.directions)}`}
          />
        </FormField>
      )}
      <AdminFormEnd
        refusal={refusal}
        isBusy={isBusy}
        label={zone ? "Save" : isZone ? "Add Zone" : "Add Pickup Point"}
      />
    </Form>
  );
}
