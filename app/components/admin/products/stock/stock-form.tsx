import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { stockLimits } from "#contracts/stock-movement.ts";
import { useAnswerRefusal } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { AdminFormEnd } from "../../admin-form-end";
import { controlClass, describedBy, FormField } from "../form/form-field";
import type { StockAnswer, StockSize } from "./stock-answer";
import { StockSizeInputs, type CountInput } from "./stock-size-inputs";

/**
 * One of the stock page's posted forms (decision 073): its title and line of help, the per-size
 * inputs, `extra` controls, an optional supplier note or reference, and its button. Works
 * without scripts; a refusal marks its fields and focuses the first (decision 052).
 */
export function StockForm({
  intent,
  title,
  help,
  sizes,
  inputs,
  extra,
  referenceLabel,
  submitLabel,
  answer,
}: {
  intent: "receive" | "count";
  title: string;
  help: string;
  sizes: readonly StockSize[];
  inputs: readonly CountInput[];
  extra?: ReactNode;
  referenceLabel: string;
  submitLabel: string;
  answer?: StockAnswer;
}) {
  const own = answer?.intent === intent ? answer : undefined;
  const refusal = useAnswerRefusal(own);
  const formRef = useRefusalFocus(refusal);
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = refusal?.fields ?? {};
  const headingId = `${intent}-heading`;
  const referenceId = `${intent}-reference`;
  return (
    <section aria-labelledby={headingId} className="border border-stone/70 bg-white/60 p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-2xl text-espresso">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-taupe">{help}</p>
      <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={intent} />
        <StockSizeInputs
          form={intent}
          sizes={sizes}
          inputs={inputs}
          sent={own?.sent}
          errors={errors}
        />
        {extra}
        <FormField id={referenceId} label={referenceLabel} error={errors.reference} isOptional>
          <input
            name="reference"
            {...describedBy(referenceId, errors.reference)}
            defaultValue={own?.sent.reference ?? ""}
            maxLength={stockLimits.maxReference}
            autoComplete="off"
            className={`${controlClass} h-11 ${errors.reference ? "border-wine" : "border-stone"}`}
          />
        </FormField>
        <AdminFormEnd refusal={refusal} isBusy={isBusy} label={submitLabel} />
      </Form>
    </section>
  );
}
