import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import {
  discountCodeLength,
  type DiscountKind,
  type DiscountScope,
} from "#contracts/discount-code.ts";
import { useAnswerRefusal, type RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import { controlClass, describedBy, FormField } from "../products/form/form-field";
import { DiscountTargetChoice, type TargetChoices } from "./discount-target-choice";
import { AdminFormEnd } from "../admin-form-end";

/** What the Discounts action answered the new-code form: its refusal and what was typed. */
export interface NewCodeAnswer extends RefusalAnswer {
  sent?: Record<string, string | string[]>;
}

const kindLabels: Record<DiscountKind, string> = {
  percent: "Percentage off the items",
  fixed: "Fixed KSh amount off the items",
  free_delivery: "Free delivery",
};

const scopeLabels: Record<DiscountScope, string> = {
  all: "Every item",
  categories: "Some categories",
  products: "Some products",
  brands: "Some brands",
};

const input = `${controlClass} h-11 border-stone aria-invalid:border-wine`;

/** A checkbox and its label, in the admin's style. */
function Check({ name, label, isChecked }: { name: string; label: ReactNode; isChecked: boolean }) {
  return (
    <label className="flex items-center gap-3 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        defaultChecked={isChecked}
        className="size-4 accent-espresso"
      />
      {label}
    </label>
  );
}

/**
 * Admin → Marketing → Discounts' new-code form (docs/decisions/064-discount-codes.md): a posted
 * form that works without scripts (every scope's choices show until the page is live); a refusal
 * marks each refused field and focuses the first (decision 052). Times are Nairobi's.
 */
export function NewDiscountCodeForm({
  targets,
  answer,
}: {
  targets: TargetChoices;
  answer?: NewCodeAnswer;
}) {
  const refusal = useAnswerRefusal(answer);
  const formRef = useRefusalFocus(refusal);
  const isHydrated = useIsHydrated();
  const sent = answer?.sent ?? {};
  const text = (name: string) => (typeof sent[name] === "string" ? sent[name] : undefined);
  const [kind, setKind] = useState<DiscountKind>((text("kind") as DiscountKind) ?? "percent");
  const [scope, setScope] = useState<DiscountScope>((text("appliesTo") as DiscountScope) ?? "all");
  const navigation = useNavigation();
  const isBusy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const error = (name: string) => refusal?.fields[name];
  const field = (
    name: string,
    label: string,
    props: { hint?: string; isOptional?: boolean; type?: string } = {},
  ) => (
    <FormField
      id={`discount-${name}`}
      label={label}
      hint={props.hint}
      error={error(name)}
      isOptional={props.isOptional}
    >
      <input
        name={name}
        type={props.type ?? "text"}
        inputMode={props.type === undefined ? undefined : "numeric"}
        defaultValue={text(name)}
        {...describedBy(`discount-${name}`, error(name), props.hint)}
        className={input}
      />
    </FormField>
  );
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="create" />
      <FormField
        id="discount-code"
        label="Code"
        hint="Shoppers type it in any case: VAL10"
        error={error("code")}
      >
        <input
          name="code"
          defaultValue={text("code")}
          maxLength={discountCodeLength.max}
          autoComplete="off"
          spellCheck={false}
          {...describedBy("discount-code", error("code"), "Shoppers type it in any case: VAL10")}
          className={`${input} uppercase`}
        />
      </FormField>
      <fieldset>
        <legend className="mb-2 text-xs tracking-wide text-taupe">What it gives *</legend>
        <div className="flex flex-col gap-2">
          {(Object.keys(kindLabels) as DiscountKind[]).map((value) => (
            <label key={value} className="flex items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-espresso"
              />
              {kindLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {(kind !== "free_delivery" || !isHydrated) &&
        field("value", kind === "fixed" ? "Amount off (KSh)" : "Percentage off", {
          type: "number",
          hint: isHydrated
            ? undefined
            : "A percentage, or KSh for a fixed amount; empty for free delivery",
        })}
      {field("minSubtotal", "Minimum items subtotal (KSh)", { type: "number", isOptional: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("startsAt", "Starts (Nairobi time)", { type: "datetime-local" })}
        {field("endsAt", "Ends (Nairobi time)", { type: "datetime-local" })}
      </div>
      {field("maxUses", "Total uses", { type: "number", isOptional: true, hint: "Empty: no cap" })}
      <Check
        name="isOncePerCustomer"
        label="Once per customer (by account, phone or e-mail)"
        isChecked={text("isOncePerCustomer") === "on"}
      />
      <FormField id="discount-appliesTo" label="Applies to" error={error("appliesTo")}>
        <select
          name="appliesTo"
          value={scope}
          onChange={(event) => setScope(event.target.value as DiscountScope)}
          {...describedBy("discount-appliesTo", error("appliesTo"))}
          className={input}
        >
          {(Object.keys(scopeLabels) as DiscountScope[]).map((value) => (
            <option key={value} value={value}>
              {scopeLabels[value]}
            </option>
          ))}
        </select>
      </FormField>
      {(["categories", "products", "brands"] as const)
        .filter((name) => !isHydrated || scope === name)
        .map((name) => (
          <DiscountTargetChoice
            key={name}
            name={name}
            choices={targets[name]}
            chosen={[sent[name] ?? []].flat()}
            error={error(name)}
          />
        ))}
      <Check
        name="skipsSaleItems"
        label="Skip items already on sale"
        isChecked={text("skipsSaleItems") === "on"}
      />
      <AdminFormEnd refusal={refusal} isBusy={isBusy} label={"Create Code"} />
    </Form>
  );
}
