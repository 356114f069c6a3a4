import { waitingText } from "#contracts/waiting-demand.ts";

/**
 * A size's waiting demand, "12 waiting" (docs/decisions/066-back-in-stock-alerts.md): shoppers
 * who asked to be told when it is back. Nothing when none wait.
 */
export function WaitingBadge({ waiting }: { waiting: number }) {
  if (waiting === 0) return null;
  return (
    <span className="mt-1 inline-block border border-gold/60 px-1.5 py-0.5 text-[0.7rem] leading-none tracking-wide whitespace-nowrap text-gold-dark">
      {waitingText(waiting)}
    </span>
  );
}

/** A product's sizes as the admin lists name them: "30ml · 50ml (12 waiting)". */
export function sizeLabelsWithWaiting(sizes: readonly { label: string; waiting: number }[]) {
  return sizes
    .map(({ label, waiting }) => (waiting > 0 ? `${label} (${waitingText(waiting)})` : label))
    .join(" · ");
}
