import { Boxes, PackageCheck, PackageX } from "lucide-react";
import { staffActor } from "#server/activity/staff-actor.ts";
import { data } from "react-router";
import { ProductCreateSchema, productFormTexts } from "#contracts/admin-product.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { productFormChoices } from "#server/catalog/admin/admin-fact-queries.ts";
import { productStats } from "#server/catalog/admin/admin-product-queries.ts";
import { checkPhotosStored } from "#server/catalog/admin/admin-product-photos.ts";
import { createProduct } from "#server/catalog/admin/admin-products.ts";
import { Refusal, refusalData } from "#server/http/refusal.ts";
import { readJson } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { StatCard } from "#app/components/admin/stat-card.tsx";
import { AddProductForm } from "#app/components/admin/products/form/add-product-form.tsx";
import type { Route } from "./+types/add";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Add Product");

/**
 * SPEC §2 Add Product: the product stats (total, in stock, out of stock), and the brands,
 * notes (decision 057) and categories (decision 062) the form offers.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const [stats, choices] = await Promise.all([productStats(db), productFormChoices(db)]);
  return { stats, choices };
}

/**
 * POST /admin/products/add (JSON: the form's fields and `photos`, each {url, alt} with a URL
 * POST /storage/upload returned): checks them again with the form's schema and that each photo
 * was stored here, then creates the product with its sizes (DESIGN §5), perfume facts, new note
 * names added to the vocabulary (decision 057), and photos (decision 060). 400 with SPEC §5's
 * message (or one naming the fact's or photo's problem) on bad input, or naming a SKU another
 * product has or a brand the shop does not have.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, log } = getServices(context);
  const parsed = ProductCreateSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? productFormTexts.name }, 400);
  }
  try {
    // Decision 021: asks the bucket when media is there; a bucket that cannot answer is a 500.
    await checkPhotosStored(db, media, undefined, parsed.data.photos);
    return { id: await createProduct(db, parsed.data, staffActor(context)) };
  } catch (error) {
    if (error instanceof Refusal) return refusalData(error, { error: error.message });
    log.error({ err: error }, "could not create a product");
    return data({ error: "Failed to add product. Please try again." }, 500);
  }
}

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  const { stats, choices } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Add Product"
        description="A new product shows in the shop as soon as it is saved."
      />
      <section aria-label="Product stats" className="mb-10 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Products" value={stats.total.toLocaleString("en-KE")} icon={Boxes} />
        <StatCard
          label="In Stock"
          value={stats.inStock.toLocaleString("en-KE")}
          icon={PackageCheck}
        />
        <StatCard
          label="Out of Stock"
          value={stats.outOfStock.toLocaleString("en-KE")}
          icon={PackageX}
        />
      </section>
      <AddProductForm choices={choices} />
    </>
  );
}

/** SPEC §8: 'Failed to load products. Please try again.' with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message={productAdminTexts.loadFailed} />;
}
