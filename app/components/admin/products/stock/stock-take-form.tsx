import type { StockAnswer, StockSize } from "./stock-answer";
import { StockForm } from "./stock-form";

const inputs = [{ field: "counted", label: "Units counted" }];

/**
 * Stock take (decision 073): per size the units counted on the shelf; the difference from the
 * level kept is recorded, a shortfall as damaged or lost when ticked. Sizes left blank are not
 * counted.
 */
export function StockTakeForm({
  sizes,
  answer,
}: {
  sizes: readonly StockSize[];
  answer?: StockAnswer;
}) {
  const sentDamaged = answer?.intent === "count" && answer.sent.damaged === "on";
  return (
    <StockForm
      intent="count"
      title="Stock take"
      help="Enter what is on the shelf. Differences from the level kept are recorded."
      sizes={sizes}
      inputs={inputs}
      extra={
        <label className="flex items-start gap-3 text-sm text-espresso">
          <input
            type="checkbox"
            name="damaged"
            defaultChecked={sentDamaged}
            className="mt-0.5 size-4 accent-espresso"
          />
          <span>Units short were damaged or lost</span>
        </label>
      }
      referenceLabel="Note"
      submitLabel="Save Stock Take"
      answer={answer}
    />
  );
}
