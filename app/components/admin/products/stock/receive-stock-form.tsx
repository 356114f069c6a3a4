import type { StockAnswer, StockSize } from "./stock-answer";
import { StockForm } from "./stock-form";

const inputs = [
  { field: "quantity", label: "Units received" },
  { field: "unitCost", label: "Unit cost (KSh, optional)" },
];

/**
 * Receive stock (decision 073): per size the units received and an optional unit cost price in
 * whole KSh, and one supplier note or reference. Sizes left blank receive nothing.
 */
export function ReceiveStockForm({
  sizes,
  answer,
}: {
  sizes: readonly StockSize[];
  answer?: StockAnswer;
}) {
  return (
    <StockForm
      intent="receive"
      title="Receive stock"
      help="Add what arrived from a supplier. Sizes left blank are not changed."
      sizes={sizes}
      inputs={inputs}
      referenceLabel="Supplier note or reference"
      submitLabel="Receive Stock"
      answer={answer}
    />
  );
}
