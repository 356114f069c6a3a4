import type { MouseEvent } from "react";
import { notify } from "../../lib/notify";
import { productShareUrl, shareLink, shareTexts } from "../../lib/product/share";
import { productDisplayName } from "#contracts/product-name.ts";
import { useShopSettings } from "../../lib/public-config";
import { SpriteIcon } from "../ui/icon-sprite";

interface ShareButtonProps {
  product: { id: string; name: string; category: string | null };
  /** The browse category the shopper came from; the product's own otherwise. */
  browseCategory?: string;
  className?: string;
  label?: string;
}

/**
 * Shares a product's page (SPEC §2, §8) and tells the shopper how it went. Until the page is
 * live it is a link sharing the page over WhatsApp (decision 019: no tap is lost); once live, the
 * phone's share sheet, or the link copied.
 */
export function ShareButton({ product, browseCategory, className, label }: ShareButtonProps) {
  const { publicUrl } = useShopSettings();
  const url = productShareUrl(publicUrl, product.id, browseCategory ?? product.category);
  const name = productDisplayName(product.name);
  const onShare = async (event: MouseEvent) => {
    event.preventDefault();
    const outcome = await shareLink({ url, title: `${name} | Loris`, text: `${name} at Loris` });
    if (outcome === "shared") notify("success", shareTexts.shared);
    else if (outcome === "copied") notify("success", shareTexts.copied);
    else if (outcome === "manual") window.alert(shareTexts.manual(url));
  };
  return (
    <a
      href={`https://wa.me/?text=${encodeURIComponent(`${name} at Loris ${url}`)}`}
      target="_blank"
      rel="noopener noreferrer"
      role="button"
      onClick={(event) => void onShare(event)}
      aria-label={label ?? `Share ${name}`}
      className={className}
    >
      <SpriteIcon name="share" className="size-4" />
      {label && <span>{label}</span>}
    </a>
  );
}
