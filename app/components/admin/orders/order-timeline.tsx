import { Check } from "lucide-react";
import { completedSteps, timelineSteps } from "#contracts/order-timeline.ts";

/**
 * SPEC §4's four steps — Order Confirmed, Processing, Shipped, Delivered — with those the
 * status completes marked done (cancelled and pending complete none).
 */
export function OrderTimeline({ status }: { status: string }) {
  const done = completedSteps(status);
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1">
      {timelineSteps.map((step, index) => {
        const isDone = index < done;
        return (
          <li key={step} className="flex flex-col items-center gap-2 text-center">
            <span className="flex w-full items-center">
              <span
                aria-hidden
                className={`h-px flex-1 ${index === 0 ? "invisible" : isDone ? "bg-gold" : "bg-stone"}`}
              />
              <span
                aria-hidden
                className={`grid size-7 shrink-0 place-items-center rounded-full border ${
                  isDone ? "border-gold bg-gold text-ivory" : "border-stone bg-ivory text-stone"
                }`}
              >
                {isDone ? <Check className="size-3.5" strokeWidth={2} /> : index + 1}
              </span>
              <span
                aria-hidden
                className={`h-px flex-1 ${index === timelineSteps.length - 1 ? "invisible" : index + 1 < done ? "bg-gold" : "bg-stone"}`}
              />
            </span>
            <span className={`text-xs leading-tight ${isDone ? "text-espresso" : "text-taupe"}`}>
              {step}
              <span className="sr-only">{isDone ? " (done)" : " (not yet)"}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
