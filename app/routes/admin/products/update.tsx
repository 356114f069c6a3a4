import { data } from "react-router";
import { productNotFound, ProductUpdateSchema } from "#contracts/admin-product.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { readAdminProductListPage } from "#server/catalog/admin/admin-product-list-page.ts";
import {
  updateProductStock,
  updateSizePriceAndStock,
} from "#server/catalog/admin/admin-products.ts";
import { readForm } from "#server/http/request-body.ts";
import { getServices } from "#server/services.ts";
import { staffActor } from "#server/activity/staff-actor.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { ProductEditTable } from "#app/components/admin/products/update/product-edit-table.tsx";
import { ProductFacetFilters } from "#app/components/admin/products/list/product-facet-filters.tsx";
import { ProductFilterBar } from "#app/components/admin/products/list/product-filter-bar.tsx";
import { LoadingList } from "#app/components/admin/products/list/loading-list.tsx";
import { ProductListEmpty } from "#app/components/admin/products/list/product-list-empty.tsx";
import { Pagination } from "#app/components/listing/pagination.tsx";
import type { Route } from "./+types/update";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Update Products");

/** /admin/products/update?search=&category=&page= (SPEC §2 Update Products), filtered in SQL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  return readAdminProductListPage(db, url.searchParams, () => settings.current());
}

/**
 * POST /admin/products/update (form: intent 'edit' with productId, sizeId, price,
 * compareAtPrice, stockLevel; or intent 'stock' with productId, inStock and a sizeId, none for
 * every size): a size's inline edit or Mark Out / Mark In. Answers the product as it now is; 400
 * with a message on bad input, 404 for an unknown product or size, and 500 with SPEC §8's alert
 * when the database fails.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, log } = getServices(context);
  const parsed = ProductUpdateSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? productAdminTexts.updateFailed }, 400);
  }
  const change = parsed.data;
  const actor = staffActor(context);
  const failed =
    change.intent === "edit" ? productAdminTexts.updateFailed : productAdminTexts.stockStatusFailed;
  try {
    const product =
      change.intent === "edit"
        ? await updateSizePriceAndStock(db, change.productId, change.sizeId, change, actor)
        : await updateProductStock(db, change.productId, change.sizeId, change.inStock, actor);
    if (!product) return data({ error: productNotFound }, 404);
    return { product };
  } catch (error) {
    log.error({ err: error, productId: change.productId }, "could not update a product");
    return data({ error: failed }, 500);
  }
}

export default function UpdateProducts({ loaderData }: Route.ComponentProps) {
  const { query, products, total, page, pageCount, categories, picks, facetChoices } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Update Products"
        description={`Edit prices and stock · ${total} ${total === 1 ? "product" : "products"}`}
      />
      <ProductFilterBar search={query.search} category={query.category} categories={categories} />
      <ProductFacetFilters picks={picks} choices={facetChoices} />
      <LoadingList>
        {products.length === 0 ? <ProductListEmpty /> : <ProductEditTable products={products} />}
      </LoadingList>
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}

/** SPEC §8: 'Failed to load products. Please try again.' with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message={productAdminTexts.loadFailed} />;
}
