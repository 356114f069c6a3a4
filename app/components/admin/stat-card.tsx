import type { LucideIcon } from "lucide-react";

/**
 * One figure on an admin page (Total Revenue, Orders, …); `value` already formatted; `hint` a
 * breakdown of it, `note` what it counts.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  note,
}: {
  label: string;
  value: string;
  icon?: LucideIcon;
  hint?: string;
  note?: string;
}) {
  return (
    <div className="border border-stone/70 bg-white/60 p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="eyebrow">{label}</p>
        {Icon && <Icon aria-hidden className="size-4 text-gold" strokeWidth={1.5} />}
      </div>
      <p className="mt-3 font-display text-3xl text-espresso tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-taupe">{hint}</p>}
      {note && <p className="mt-2 text-xs text-taupe">{note}</p>}
    </div>
  );
}
