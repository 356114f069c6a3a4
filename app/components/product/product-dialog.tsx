import { Dialog } from "radix-ui";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ProductCard, ProductDetail } from "#contracts/product.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { ProductDetails } from "./product-details";
import { ProductImage } from "./product-image";
import { DialogCloseButton } from "../ui/dialog-close-button";
import { ShopDialog } from "../ui/shop-dialog";

interface ProductDialogProps {
  product: ProductCard;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  browseCategory?: string;
}

/**
 * The product detail modal (SPEC §2): background scroll locked, focus kept inside, closed by
 * Escape or the close button. The description comes from the product page's loader.
 */
export function ProductDialog({
  product,
  isOpen,
  onOpenChange,
  browseCategory,
}: ProductDialogProps) {
  const fetcher = useFetcher<{ product?: ProductDetail }>();
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (isOpen && state === "idle" && !data)
      void load(`/product/${encodeURIComponent(product.id)}`);
  }, [isOpen, state, data, load, product.id]);
  const description = data ? (data.product?.description ?? "") : undefined;

  return (
    <ShopDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto bg-ivory shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(56rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2"
    >
      <div className="grid sm:grid-cols-2">
        <ProductImage
          image={product.image}
          alt={productDisplayName(product.name)}
          sizes="(min-width: 640px) 28rem, 100vw"
          isPriority
          className="aspect-square w-full bg-linen object-cover"
        />
        <div className="p-6 sm:p-8">
          <ProductDetails
            product={product}
            description={description}
            browseCategory={browseCategory}
            renderName={(name) => (
              // Four lines at most in the modal; the product page shows a long name whole.
              <Dialog.Title
                title={name}
                className="mt-1 line-clamp-4 font-display text-3xl leading-tight wrap-anywhere text-espresso"
              >
                {name}
              </Dialog.Title>
            )}
          />
        </div>
      </div>
      <DialogCloseButton className="absolute top-3 right-3 grid size-10 place-items-center rounded-full bg-ivory/90 text-ink shadow transition hover:bg-white" />
    </ShopDialog>
  );
}
