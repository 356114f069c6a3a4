import { parseAdminProductQuery } from "#contracts/admin-product-query.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { adminProductFacets } from "#server/catalog/admin/admin-product-facets.ts";
import { listAdminProducts } from "#server/catalog/admin/admin-product-queries.ts";
import { listFilterCategoryNames } from "#server/catalog/categories/category-admin-queries.ts";
import { getServices } from "#server/services.ts";
import { AdminErrorState } from "../../components/admin/admin-error-state";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import {
  AdminProductGrid,
  AdminProductList,
} from "../../components/admin/products/list/admin-product-views";
import { CatalogueExportLink } from "../../components/admin/products/import/catalogue-export-link";
import { ProductFacetFilters } from "../../components/admin/products/list/product-facet-filters";
import { ProductFilterBar } from "../../components/admin/products/list/product-filter-bar";
import { LoadingList } from "../../components/admin/products/list/loading-list";
import { ProductListEmpty } from "../../components/admin/products/list/product-list-empty";
import { ViewToggle } from "../../components/admin/products/list/view-toggle";
import { Pagination } from "../../components/listing/pagination";
import type { Route } from "./+types/products-all";
import { adminMeta } from "../../lib/admin/admin-meta";

export const meta: Route.MetaFunction = () => adminMeta("All Products");

/** /admin/products/all?search=&category=&view=&page= (SPEC §2 All Products), filtered in SQL. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseAdminProductQuery(url.searchParams);
  const { db, settings } = getServices(context);
  const [{ lowStockThreshold }, facets, categories] = await Promise.all([
    settings.current(),
    adminProductFacets(db, url.searchParams),
    listFilterCategoryNames(db),
  ]);
  const list = await listAdminProducts(db, query, { lowStockThreshold, facets: facets.filter });
  return { ...list, categories, picks: facets.picks, facetChoices: facets.vocabulary };
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
