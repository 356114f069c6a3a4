import { Form, useNavigation } from "react-router";
import { categoryNameMaxLength } from "#contracts/admin-category.ts";
import { useAnswerRefusal, type RefusalAnswer } from "#app/lib/form/use-answer-refusal.ts";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { controlClass, describedBy, FormField } from "../products/form/form-field";
import { AdminFormEnd } from "../admin-form-end";

/** What the Categories action answered a form: its refusal and what was typed. */
export interface CategoryAnswer extends RefusalAnswer {
  sent?: { name: string };
}

/**
 * A category's name as a posted form (docs/decisions/062-staff-categories.md): adding one when
 * `category` is undefined, else renaming it (its old name then leads to the new one). Works
 * without scripts; a refusal marks the field and focuses it (decision 052).
 */
export function CategoryNameForm({
  category,
  answer,
}: {
  category?: string;
  answer?: CategoryAnswer;
}) {
  const refusal = useAnswerRefusal(answer);
  const formRef = useRefusalFocus(refusal);
  const navigation = useNavigation();
  const intent = category === undefined ? "add" : "rename";
  const isBusy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("category") === (category ?? null);
  const id = `category-name-${category ?? "new"}`.replace(/[^A-Za-z0-9-]/g, "_");
  const error = refusal?.fields.name;
  return (
    <Form ref={formRef} method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {category !== undefined && <input type="hidden" name="category" value={category} />}
      <FormField
        id={id}
        label={category === undefined ? "Category name" : "New name"}
        error={error}
      >
        <input
          name="name"
          {...describedBy(id, error)}
          defaultValue={answer?.sent?.name ?? category}
          maxLength={categoryNameMaxLength}
          autoComplete="off"
          className={`${controlClass} h-11 ${error ? "border-wine" : "border-stone"}`}
        />
      </FormField>
      <AdminFormEnd
        refusal={refusal}
        isBusy={isBusy}
        label={category === undefined ? "Add Category" : "Rename"}
      />
    </Form>
  );
}
