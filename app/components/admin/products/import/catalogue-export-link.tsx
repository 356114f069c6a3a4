import { Download } from "lucide-react";

/** 'Export catalogue (CSV)': GET /admin/products/export, every product with its sizes (decision 063). */
export function CatalogueExportLink() {
  return (
    <a
      href="/admin/products/export"
      download
      className="inline-flex h-10 items-center gap-2 border border-espresso bg-espresso px-4 text-xs tracking-[0.18em] text-ivory uppercase transition hover:bg-ink"
    >
      <Download aria-hidden className="size-4" strokeWidth={1.5} />
      Export catalogue (CSV)
    </a>
  );
}
