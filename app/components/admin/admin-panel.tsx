import type { ReactNode } from "react";
import { Link } from "react-router";

/** A titled box on an admin page (Recent Orders, Alerts, …), with an optional action link. */
export function AdminPanel({
  title,
  action,
  children,
  className = "",
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `panel-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`border border-stone/70 bg-white/60 p-5 sm:p-6 ${className}`}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl text-espresso">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A panel's action link, e.g. 'View All'. */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-xs tracking-widest text-gold-dark uppercase hover:text-espresso">
      {children}
    </Link>
  );
}
