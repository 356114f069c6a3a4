import { useState } from "react";
import { productImageWidths } from "#contracts/product.ts";
import { useShopSettings } from "../../lib/public-config";
import { mediaSrcSet, placeholderImage, resolveImageUrl } from "../../lib/product/product-image";

interface ProductImageProps {
  image: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  isPriority?: boolean;
  className?: string;
}

/**
 * A square product image: responsive srcset for our media, lazy unless `isPriority`, and the
 * placeholder when the image fails (SPEC §8).
 */
export function ProductImage({
  image,
  alt,
  sizes,
  isPriority = false,
  className,
}: ProductImageProps) {
  const { posHost } = useShopSettings();
  const [hasFailed, setHasFailed] = useState(false);
  const src = hasFailed ? placeholderImage : resolveImageUrl({ image }, posHost);
  return (
    <img
      src={src}
      srcSet={hasFailed ? undefined : mediaSrcSet(src, productImageWidths)}
      sizes={sizes}
      alt={alt}
      width={800}
      height={800}
      loading={isPriority ? "eager" : "lazy"}
      fetchPriority={isPriority ? "high" : "auto"}
      decoding="async"
      onError={() => setHasFailed(true)}
      className={className}
    />
  );
}
