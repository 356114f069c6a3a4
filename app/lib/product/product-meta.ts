import type { MetaDescriptor } from "react-router";
import type { BrandLink } from "#contracts/perfume.ts";
import type { ProductDetail } from "#contracts/product.ts";
import type { ShopSettings } from "#contracts/shop-settings.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { categoryLabel } from "../format";
import { metaDescription } from "../meta-description";
import { resolveImageUrl } from "./product-image";

function absolute(url: string, base: string): string {
  return new URL(url, `${base}/`).toString();
}

/**
 * A product page's head (SPEC §2): title, description, canonical link, Open Graph and Twitter
 * tags with its listed ("from") price in KES and its primary photo, and schema.org Product
 * JSON-LD with every photo (decision 060), an Offer per size and its brand (the shop's own when
 * it has none: docs/decisions/057-perfume-facts.md), so a shared link shows a preview.
 */
export function productMeta(
  product: ProductDetail,
  settings: ShopSettings,
  brand: BrandLink | null = null,
): MetaDescriptor[] {
  const name = productDisplayName(product.name);
  const description = metaDescription(
    product.description,
    `${name} at Loris, delivered across Kenya.`,
  );
  const url = `${settings.publicUrl}/product/${encodeURIComponent(product.id)}`;
  const imageOf = (path: string | null) =>
    absolute(resolveImageUrl({ image: path }, settings.posHost), settings.publicUrl);
  const image = imageOf(product.image);
  return [
    { title: `${name} | Loris` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: "Loris" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: name },
    { property: "product:price:amount", content: String(product.price) },
    { property: "product:price:currency", content: "KES" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: name },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name,
        description,
        // Every photo, the primary first.
        image: product.photos.length > 0 ? product.photos.map(({ url }) => imageOf(url)) : [image],
        productID: product.id,
        category: categoryLabel(product.category),
        brand: { "@type": "Brand", name: brand?.name ?? "Loris" },
        // One Offer per size (DESIGN §5): its price, availability and SKU.
        offers: product.sizes.map((size) => ({
          "@type": "Offer",
          url,
          name: `${name} ${size.label}`,
          ...(size.sku ? { sku: size.sku } : {}),
          price: size.price,
          priceCurrency: "KES",
          availability: size.inStock
            ? "https://schema.org/InStock"
            : "https://schema.org/OutOfStock",
        })),
      },
    },
  ];
}
