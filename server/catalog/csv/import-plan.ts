import { isDeepStrictEqual } from "node:util";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import type { ImportOutcome, RowProblem } from "#contracts/catalogue-csv.ts";
import { factSlug } from "#contracts/perfume.ts";
import { maxListedSizes } from "#contracts/product-form-texts.ts";
import type { LockedSize } from "../stock";
import { plannedPhotos, type ZipPhotos } from "./import-photos";
import type { ProductCells, SizeCells } from "./row-cells";
import type { RowGroup } from "./row-groups";
import type { ShopProduct, ShopState } from "./shop-state";

/** A product's own columns as the import writes them (perfume facts as slugs, decision 057). */
export type ProductColumns = Omit<ShopProduct, "id">;

/** A size to write: an existing one's id, or undefined for a new one at `position`. */
export interface SizeWrite {
  sizeId: string | undefined;
  position: number;
  cells: SizeCells;
}

/** What an import writes for one product of the file. */
export interface ProductWrite {
  /** The shop's product, or undefined for a new one. */
  productId: string | undefined;
  columns: ProductColumns;
  /** The photos to make the product's, in order (decision 060); undefined leaves them. */
  photos: ProductPhoto[] | undefined;
  /** Note names of the three layers, which the write adds to the vocabulary when new. */
  noteNames: string[];
  isChanged: boolean;
  sizes: SizeWrite[];
}

/** The writes of a whole valid file (products it changes only), or the problems that refuse it; counts either way. */
export interface ImportPlan {
  outcome: ImportOutcome;
  writes: ProductWrite[];
}

const isSameSize = (size: LockedSize, cells: SizeCells) =>
  size.label === cells.label &&
  size.price === cells.price &&
  size.compareAtPrice === cells.compareAtPrice &&
  size.sku === cells.sku &&
  size.stockLevel === cells.stockLevel;

/** Whether `columns` are what `current` has (families in any order). */
function isSameProduct(current: ShopProduct, columns: ProductColumns) {
  const sorted = (list: readonly string[]) => [...list].sort();
  return (Object.keys(columns) as (keyof ProductColumns)[]).every((key) =>
    key === "families"
      ? isDeepStrictEqual(sorted(current.families), sorted(columns.families))
      : isDeepStrictEqual(current[key], columns[key]),
  );
}

/** The columns of `cells` for product `current` (undefined when new), or the reason they cannot be. */
function productColumns(cells: ProductCells, current: ShopProduct | undefined, state: ShopState) {
  // As the product form: an offered category, or the one the product is in (decision 062).
  if (!state.categories.has(cells.category) && cells.category !== current?.category) {
    return `Category: "${cells.category}" is not one of the shop's categories for products`;
  }
  let brandId: string | null = null;
  if (cells.brandName) {
    const wanted = cells.brandName.toLowerCase();
    const found = state.brands.find(
      (b) => b.name.toLowerCase() === wanted || b.slug === factSlug(cells.brandName ?? ""),
    );
    if (!found)
      return `Brand: "${cells.brandName}" is not one of the shop's brands (add it under Brands first)`;
    brandId = found.id;
  }
  const columns: ProductColumns = {
    name: cells.name,
    description: cells.description,
    category: cells.category,
    gender: cells.gender,
    isBestSeller: cells.isBestSeller,
    brandId,
    concentration: cells.concentration,
    families: cells.families,
    topNotes: cells.topNotes.map(factSlug),
    heartNotes: cells.heartNotes.map(factSlug),
    baseNotes: cells.baseNotes.map(factSlug),
  };
  return columns;
}

/** Which product of the shop a group changes: its handle's, its SKUs' owner's, or none (new). */
function targetOf(
  group: RowGroup,
  state: ShopState,
): { productId?: string; problems: RowProblem[] } {
  const byHandle = state.products.has(group.handle) ? group.handle : undefined;
  const owners = new Set<string>();
  const problems: RowProblem[] = [];
  for (const { row, size } of group.rows) {
    const owner = size.sku === null ? undefined : state.skuOwners.get(size.sku);
    if (owner === undefined) continue;
    if (byHandle !== undefined && owner !== byHandle) {
      problems.push({
        row,
        reason: `SKU ${size.sku} belongs to another product of the shop (${owner})`,
      });
    }
    owners.add(owner);
  }
  if (byHandle === undefined && owners.size > 1) {
    const reason = `The SKUs of handle ${group.handle} belong to ${owners.size} different products of the shop`;
    problems.push({ row: group.row, reason });
  }
  return { productId: byHandle ?? [...owners][0], problems };
}

/**
 * The group's sizes matched to the product's on sale (by SKU, else by label; an archived size is
 * never matched, decision 061), or the rows' problems.
 */
function sizeWrites(group: RowGroup, own: readonly LockedSize[], isNew: boolean) {
  const problems: RowProblem[] = [];
  const matched = new Set<string>();
  const matches = group.rows.map(({ row, size }) => {
    const found =
      size.sku === null
        ? own.find((s) => s.label === size.label && s.sku === null)
        : own.find((s) => s.sku === size.sku);
    if (size.sku === null && !found) {
      problems.push({
        row,
        reason: `SKU: required for a new size${isNew ? " of a new product" : ""}`,
      });
    }
    if (found) matched.add(found.id);
    return { row, size, found };
  });
  const kept = own.filter((s) => !matched.has(s.id));
  for (const { row, size, found } of matches) {
    if (kept.some((s) => s.label === size.label) && !found) {
      problems.push({
        row,
        reason: `Size ${size.label}: the product has this size already, with another SKU`,
      });
    }
  }
  if (kept.length + matches.length > maxListedSizes) {
    const reason = `The product would have ${kept.length + matches.length} sizes: at most ${maxListedSizes}`;
    problems.push({ row: group.row, reason });
  }
  const positions = Array.from({ length: maxListedSizes }, (_, position) => position);
  const free = positions.filter((p) => !own.some((s) => s.position === p));
  const writes: SizeWrite[] = matches
    .filter(({ size, found }) => !found || !isSameSize(found, size))
    .map(({ size, found }) => ({
      sizeId: found?.id,
      position: found?.position ?? free.shift() ?? 0,
      cells: size,
    }));
  const created = matches.filter(({ found }) => !found).length;
  const changed = writes.length - created;
  return { problems, writes, changed, created, unchanged: matches.length - writes.length };
}

/**
 * The import's plan for the file's groups against the shop (decision 063): each group's product
 * (its handle's, its SKUs' owner's, else a new one), its sizes (matched by SKU, a size without one
 * by label), its photos (the product's own or the `zip`'s), what changes, and every refused row. No write when there is any problem.
 */
export function planImport(
  groups: readonly RowGroup[],
  state: ShopState,
  zip: ZipPhotos,
): ImportPlan {
  const outcome: ImportOutcome = {
    products: { created: 0, changed: 0, unchanged: 0 },
    sizes: { created: 0, changed: 0, unchanged: 0 },
    photos: 0,
    problems: [],
  };
  const writes: ProductWrite[] = [];
  const claimed = new Map<string, string>();
  for (const group of groups) {
    const target = targetOf(group, state);
    outcome.problems.push(...target.problems);
    const current =
      target.productId === undefined ? undefined : state.products.get(target.productId);
    if (current && state.archived.has(current.id)) {
      const reason = `Product ${current.name} (${current.id}) is archived: restore it under Edit product first, or leave its rows out`;
      outcome.problems.push({ row: group.row, reason });
      continue;
    }
    if (current) {
      const other = claimed.get(current.id);
      if (other !== undefined) {
        outcome.problems.push({
          row: group.row,
          reason: `Handle ${other} changes this product already`,
        });
      }
      claimed.set(current.id, group.handle);
    }
    const columns = productColumns(group.product, current, state);
    if (typeof columns === "string") outcome.problems.push({ row: group.row, reason: columns });
    const sizes = sizeWrites(group, current ? (state.sizes.get(current.id) ?? []) : [], !current);
    outcome.problems.push(...sizes.problems);
    const own = current ? (state.photos.get(current.id) ?? []) : [];
    const photos = plannedPhotos(group.row, group.product.photos, own, zip);
    if (Array.isArray(photos)) outcome.problems.push(...photos);
    if (typeof columns === "string" || Array.isArray(photos)) continue;
    const isChanged = !current || !isSameProduct(current, columns);
    const counts = outcome.products;
    outcome.photos += photos.added;
    if (!current) counts.created += 1;
    else if (isChanged || photos.photos || sizes.changed + sizes.created > 0) counts.changed += 1;
    else counts.unchanged += 1;
    outcome.sizes.created += sizes.created;
    outcome.sizes.changed += sizes.changed;
    outcome.sizes.unchanged += sizes.unchanged;
    // A product left as it is gets no write, so an import changing nothing tells no one.
    if (!isChanged && !photos.photos && sizes.writes.length === 0) continue;
    const { topNotes, heartNotes, baseNotes } = group.product;
    writes.push({
      productId: current?.id,
      columns,
      noteNames: [...topNotes, ...heartNotes, ...baseNotes],
      isChanged,
      photos: photos.photos,
      sizes: sizes.writes,
    });
  }
  outcome.problems.sort((a, b) => a.row - b.row);
  return { outcome, writes };
}
