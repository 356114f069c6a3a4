import { listBrandSlugs } from "#server/catalog/brand-queries.ts";
import { listProductsForSitemap } from "#server/catalog/product-queries.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/sitemap-xml";

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/**
 * sitemap.xml: the home page, the listing, every product page, /brands and every brand's page
 * (decision 057). Rendered once and then served
 * by the page cache until the catalogue changes (server/html-cache, decision 029).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = getServices(context);
  const [products, brands] = await Promise.all([listProductsForSitemap(db), listBrandSlugs(db)]);
  const entry = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(config.publicUrl + path)}</loc>${
      lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ""
    }</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry("/"),
    entry("/all-products"),
    ...products.map((product) =>
      entry(`/product/${encodeURIComponent(product.id)}`, product.updatedAt),
    ),
    entry("/brands"),
    ...brands.map((brand) => entry(`/brands/${brand.slug}`)),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
