import { Share2 } from "lucide-react";
import { notify } from "../../lib/notify";
import { productShareUrl, shareLink, shareTexts } from "../../lib/product/share";
import { capitalizeWords } from "../../lib/format";

interface ShareButtonProps {
  product: { id: string; name: string; category: string | null };
  /** The browse category the shopper came from; the product's own otherwise. */
  browseCategory?: string;
  className?: string;
  label?: string;
}

/** Shares a product's page (SPEC §2, §8) and tells the shopper how it went. */
export function ShareButton({ product, browseCategory, className, label }: ShareButtonProps) {
  const onShare = async () => {
    const url = productShareUrl(
      window.location.origin,
      product.id,
      browseCategory ?? product.category,
    );
    const name = capitalizeWords(product.name);
    const outcome = await shareLink({ url, title: `${name} | Loris`, text: `${name} at Loris` });
    if (outcome === "shared") notify("success", shareTexts.shared);
    else if (outcome === "copied") notify("success", shareTexts.copied);
    else if (outcome === "manual") window.alert(shareTexts.manual(url));
  };
  return (
    <button
      type="button"
      onClick={onShare}
      aria-label={label ?? `Share ${capitalizeWords(product.name)}`}
      className={className}
    >
      <Share2 aria-hidden className="size-4" strokeWidth={1.5} />
      {label && <span>{label}</span>}
    </button>
  );
}
