import { Form } from "react-router";

/**
 * One of a category's switches as a posted form (decision 062): Hide/Show, Add to slider/Remove
 * from slider. `field` is set to `value`; the button's label names the category for screen
 * readers.
 */
export function CategoryToggle({
  name,
  intent,
  field,
  value,
  label,
}: {
  name: string;
  intent: "hide" | "slider";
  field: "isHidden" | "isInSlider";
  value: boolean;
  label: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="category" value={name} />
      <input type="hidden" name={field} value={String(value)} />
      <button
        type="submit"
        className="text-sm text-espresso underline underline-offset-4 hover:text-ink"
      >
        {label}
        <span className="sr-only"> {name}</span>
      </button>
    </Form>
  );
}
