import type { ReactNode } from "react";

/**
 * One part of the Reports page (decisions 078, 080): its heading, a 'Download CSV' link when
 * `csvHref` is given (staff who may download exports), then its table.
 */
export function ReportSection({
  title,
  csvHref,
  children,
}: {
  title: string;
  csvHref?: string;
  children: ReactNode;
}) {
  const id = `report-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={id} className="eyebrow">
          {title}
        </h3>
        {csvHref && (
          <a
            href={csvHref}
            download
            aria-label={`Download CSV ${title.toLowerCase()}`}
            className="text-xs tracking-[0.2em] text-espresso uppercase underline underline-offset-4"
          >
            Download CSV
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
