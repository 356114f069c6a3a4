import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The page a marketing message's link opens (decisions 066 and 067: unsubscribe, a cart's
 * restore link when refused): a small eyebrow, the outcome as the heading, any detail, and
 * Continue shopping.
 */
export function MarketingLinkPage({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="container-page flex flex-col items-center gap-5 py-24 text-center">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="max-w-xl font-display text-4xl text-espresso">{title}</h1>
      {children}
      <Link
        to="/all-products"
        className="mt-2 inline-flex h-10 items-center bg-espresso px-6 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink"
      >
        Continue shopping
      </Link>
    </div>
  );
}
