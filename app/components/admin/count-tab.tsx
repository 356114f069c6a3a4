import { Link } from "react-router";

/**
 * One of an admin page's tabs as a link (the tab lives in the URL): its label and how many it
 * holds, underlined and marked the current page when it is the one shown. Used by Order
 * Management's tabs and the Payments page's states.
 */
export function CountTab({
  to,
  label,
  count,
  isCurrent,
  preventScrollReset,
}: {
  to: string;
  label: string;
  count: number;
  isCurrent: boolean;
  preventScrollReset?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      aria-current={isCurrent ? "page" : undefined}
      className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-1 pb-3 text-sm transition ${
        isCurrent
          ? "border-espresso text-espresso"
          : "border-transparent text-taupe hover:text-espresso"
      }`}
    >
      {label}
      <span
        className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums ${
          isCurrent ? "bg-espresso text-ivory" : "bg-linen text-taupe"
        }`}
      >
        {count.toLocaleString("en-KE")}
      </span>
    </Link>
  );
}
