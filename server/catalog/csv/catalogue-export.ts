import { and, asc, eq, gt, sql } from "drizzle-orm";
import { catalogueCsvColumns, csvListSeparator } from "#contracts/catalogue-csv.ts";
import { concentrations, scentFamilies } from "#contracts/perfume.ts";
import type { Db } from "#server/db/client.ts";
import { brand, note } from "#server/db/perfume-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { csvStream } from "#server/http/csv-download.ts";
import { listedProduct, productFactColumns, productPhotos } from "../product-columns";

/** Products read per query: memory stays flat at the bench's 10,000 products. */
const exportBatchSize = 500;

/** The download's name. */
export const catalogueCsvFileName = "catalogue.csv";

interface ExportedSize {
  label: string;
  price: number;
  compareAtPrice: number | null;
  sku: string | null;
  stockLevel: number | null;
}

const exportColumns = {
  ...productFactColumns,
  brand: brand.name,
  photos: productPhotos,
  // Qualified by hand, as in product-columns.ts: a bare "id" would be the size's own.
  sizes: sql<ExportedSize[]>`(select coalesce(json_agg(json_build_object(
      'label', "product_size"."label", 'price', "product_size"."price",
      'compareAtPrice', "product_size"."compare_at_price", 'sku', "product_size"."sku",
      'stockLevel', "product_size"."stock_level") order by "product_size"."position"), '[]')
    from ${productSize} where "product_size"."product_id" = "product"."id"
      and "product_size"."archived_at" is null)`,
};

/** One batch of products after `afterId` (keyset on the id, so a late batch costs the first's). */
function readBatch(db: Db, batchSize: number, afterId: string | undefined) {
  return db
    .select(exportColumns)
    .from(product)
    .leftJoin(brand, eq(brand.id, product.brandId))
    .where(and(listedProduct, afterId === undefined ? undefined : gt(product.id, afterId)))
    .orderBy(asc(product.id))
    .limit(batchSize)
    .execute();
}

type ExportedProduct = Awaited<ReturnType<typeof readBatch>>[number];

const concentrationLabels = new Map<string, string>(concentrations.map((c) => [c.slug, c.label]));
const familyLabels = new Map<string, string>(scentFamilies.map((f) => [f.slug, f.label]));

/** A product's rows: its cells on the first, its handle alone before each later size's cells. */
function productRecords(item: ExportedProduct, noteName: (slug: string) => string) {
  const list = (values: readonly string[]) => values.join(csvListSeparator);
  const notes = (slugs: readonly string[]) => list(slugs.map(noteName));
  const cells = [
    item.name,
    item.description,
    item.category ?? "",
    item.gender,
    item.isBestSeller ? "yes" : "no",
    item.brand ?? "",
    item.concentration ? (concentrationLabels.get(item.concentration) ?? "") : "",
    list(item.families.map((slug) => familyLabels.get(slug) ?? slug)),
    notes(item.topNotes),
    notes(item.heartNotes),
    notes(item.baseNotes),
    list(item.photos.map(({ url }) => url)),
  ];
  return item.sizes.map((size, position) => [
    item.id,
    ...(position === 0 ? cells : cells.map(() => "")),
    size.label,
    size.price,
    size.compareAtPrice ?? "",
    size.sku ?? "",
    size.stockLevel ?? "",
  ]);
}

/** Every product's rows, a batch at a time; the note vocabulary read once for their names. */
async function* catalogueRecords(db: Db, batchSize: number) {
  const names = new Map(
    (await db.select({ slug: note.slug, name: note.name }).from(note)).map((n) => [n.slug, n.name]),
  );
  const noteName = (slug: string) => names.get(slug) ?? slug;
  let afterId: string | undefined;
  for (;;) {
    const batch = await readBatch(db, batchSize, afterId);
    if (batch.length > 0) yield batch.flatMap((item) => productRecords(item, noteName));
    if (batch.length < batchSize) return;
    afterId = batch.at(-1)?.id;
  }
}

/**
 * The whole catalogue as CSV (docs/decisions/063-catalogue-csv.md), streamed as it is read:
 * `catalogueCsvColumns`, one row per size in position order, the product's cells on its first
 * row (Handle = the product's id on every row), prices in whole KSh, a blank stock for a size
 * not tracked, concentration and families by their labels, notes by name, every photo's address in order (the first the primary).
 * Archived products and sizes are left out (decision 061): an import would refuse them.
 * Written like the orders' export (csvStream: RFC 4180, formulas escaped), `batchSize` products
 * a query (500: memory stays flat at 10,000); importing it back changes nothing.
 */
export function exportCatalogueCsv(
  db: Db,
  batchSize = exportBatchSize,
): ReadableStream<Uint8Array> {
  return csvStream(catalogueCsvColumns, catalogueRecords(db, batchSize));
}
