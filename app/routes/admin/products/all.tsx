import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { readAdminProductListPage } from "#server/catalog/admin/admin-product-list-page.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "#app/components/admin/admin-error-state.tsx";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import {
  AdminProductGrid,
  AdminProductList,
} from "#app/components/admin/products/list/admin-product-views.tsx";
import { CatalogueExportLink } from "#app/components/admin/products/import/catalogue-export-link.tsx";
import { ProductFacetFilters } from "#app/components/admin/products/list/product-facet-filters.tsx";
import { ProductFilterBar } from "#app/components/admin/products/list/product-filter-bar.tsx";
import { LoadingList } from "#app/components/admin/products/list/loading-list.tsx";
import { ProductListEmpty } from "#app/components/admin/products/list/product-list-empty.tsx";
import { ViewToggle } from "#app/components/admin/products/list/view-toggle.tsx";
import { Pagination } from "#app/components/listing/pagination.tsx";
import type { Route } from "./+types/all";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("All Products");

/** /admin/products/all?search=&category=&view=&page= (SPEC §2 All Products), filtered in SQL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, settings } = getServices(context);
  return readAdminProductListPage(db, url.searchParams, () => settings.current());
}

export default function AllProducts({ loaderData }: Route.ComponentProps) {
  const { query, products, total, page, pageCount, categories, picks, facetChoices } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="All Products"
        description={`${total} ${total === 1 ? "product" : "products"}`}
        actions={
          <>
            <CatalogueExportLink />
            <ViewToggle view={query.view} />
          </>
        }
      />
      <ProductFilterBar search={query.search} category={query.category} categories={categories} />
      <ProductFacetFilters picks={picks} choices={facetChoices} />
      <LoadingList>
        {products.length === 0 ? (
          <ProductListEmpty />
        ) : query.view === "list" ? (
          <AdminProductList products={products} />
        ) : (
          <AdminProductGrid products={products} />
        )}
      </LoadingList>
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}

/** SPEC §8: 'Failed to load products. Please try again.' with Try Again. */
export function ErrorBoundary() {
  return <AdminErrorState message={productAdminTexts.loadFailed} />;
}
