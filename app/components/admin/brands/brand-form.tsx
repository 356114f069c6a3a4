import { Form, useNavigation } from "react-router";
import { perfumeFactLimits } from "#contracts/perfume.ts";
import { useAnswerRefusal, type RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { controlClass, describedBy, FormField } from "../products/form/form-field";
import { AdminFormEnd } from "../admin-form-end";

/** What the Brands action answered a form: its refusal and what was typed. */
export interface BrandAnswer extends RefusalAnswer {
  sent?: { name: string; story: string };
}

/**
 * A brand's name and story as a posted form (docs/decisions/057-perfume-facts.md): adding one
 * when `brand` is undefined, else editing it (its slug stays). Works without scripts; a refusal
 * marks its fields and focuses the first (decision 052).
 */
export function BrandForm({
  brand,
  answer,
}: {
  brand?: { id: string; name: string; story: string };
  answer?: BrandAnswer;
}) {
  const refusal = useAnswerRefusal(answer);
  const formRef = useRefusalFocus(refusal);
  const navigation = useNavigation();
  const intent = brand ? "edit" : "add";
  const isBusy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("brandId") === (brand?.id ?? null);
  const idOf = (field: string) => `brand-${field}-${brand?.id ?? "new"}`;
  const errors = refusal?.fields ?? {};
  const border = (error?: string) => (error ? "border-wine" : "border-stone");
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {brand && <input type="hidden" name="brandId" value={brand.id} />}
      <FormField id={idOf("name")} label="Brand name" error={errors.name}>
        <input
          name="name"
          {...describedBy(idOf("name"), errors.name)}
          defaultValue={answer?.sent?.name ?? brand?.name}
          maxLength={perfumeFactLimits.brandNameLength}
          autoComplete="off"
          className={`${controlClass} h-11 ${border(errors.name)}`}
        />
      </FormField>
      <FormField id={idOf("story")} label="Story" error={errors.story} isOptional>
        <textarea
          name="story"
          {...describedBy(idOf("story"), errors.story)}
          defaultValue={answer?.sent?.story ?? brand?.story}
          maxLength={perfumeFactLimits.brandStoryLength}
          rows={4}
          className={`${controlClass} py-2.5 ${border(errors.story)}`}
        />
      </FormField>
      <AdminFormEnd refusal={refusal} isBusy={isBusy} label={brand ? "Save Brand" : "Add Brand"} />
    </Form>
  );
}
