/** SPEC §8 sharing texts. */
export const shareTexts = {
  shared: "Product shared successfully!",
  copied: "Link copied to clipboard!",
  manual: (url: string) => `Share this link: ${url}`,
} as const;

/** How a share ended: shared natively, link copied, the user must copy it, or cancelled. */
export type ShareOutcome = "shared" | "copied" | "manual" | "cancelled";

/**
 * The link shared for a product (SPEC §2): its page, carrying ?category when known.
 */
export function productShareUrl(origin: string, id: string, category?: string | null): string {
  const url = new URL(`/product/${encodeURIComponent(id)}`, origin);
  if (category) url.searchParams.set("category", category);
  return url.toString();
}

/**
 * SPEC §2/§8: the Web Share API where the browser has it; otherwise copy the link; if copying
 * fails, the caller shows the link to copy by hand. A share that fails (other than the user
 * cancelling) is only logged and falls back to copying.
 */
export async function shareLink(share: {
  url: string;
  title: string;
  text?: string;
}): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(share);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      console.warn("Sharing failed", error);
    }
  }
  try {
    await navigator.clipboard.writeText(share.url);
    return "copied";
  } catch {
    return "manual";
  }
}
