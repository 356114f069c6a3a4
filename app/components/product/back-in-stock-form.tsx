import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import {
  backInStockTexts,
  contactMaxLength,
  type BackInStockResult,
} from "#contracts/back-in-stock.ts";
import type { ProductSize } from "#contracts/product.ts";
import type { HeaderViewer } from "../../lib/header/header-viewer";
import { useIsHydrated } from "../../lib/use-hydrated";
import { fieldInputClass, TextField } from "../ui/text-field";

/** What a form sent without scripts got, as the product page's `?back-in-stock=` says. */
export type BackInStockNotice = "noted" | "already-noted";

interface BackInStockFormProps {
  productId: string;
  /** The product's sold-out sizes, in position order (at least one). */
  sizes: readonly ProductSize[];
  notice?: BackInStockNotice;
}

/**
 * "Tell me when it's back" on a product with a sold-out size
 * (docs/decisions/066-back-in-stock-alerts.md): a phone or an e-mail for one message when the
 * size is back. A plain HTML form posted to its product page (POST /product/{id}): before the page is live (or without
 * scripts) it goes back to this page with a notice, so a tap is never lost; once live it is sent
 * in the background and its answer shows under it. A signed-in shopper may leave the field empty
 * for their account's phone or e-mail (the page is shared by every signed-in viewer: decision 023).
 */
export function BackInStockForm({ productId, sizes, notice }: BackInStockFormProps) {
  const fetcher = useFetcher<BackInStockResult>();
  const isHydrated = useIsHydrated();
  const location = useLocation();
  const isSignedIn = Boolean(useRouteLoaderData<{ viewer: HeaderViewer | null }>("root")?.viewer);
  const noticeText = notice && backInStockTexts[notice === "noted" ? "noted" : "alreadyNoted"];
  const result = fetcher.data;
  const refusal = result && !result.ok ? result : undefined;
  const message = result?.ok ? result.message : result ? undefined : noticeText;
  const [first] = sizes;
  if (!first) return null;
  return (
    <details
      id="back-in-stock"
      open={notice !== undefined}
      className="group border border-stone/80 bg-white/40 open:bg-white/60"
    >
      <summary className="flex h-11 cursor-pointer list-none items-center justify-between px-4 text-xs tracking-[0.15em] text-espresso uppercase">
        {backInStockTexts.open}
        <span aria-hidden className="text-base transition group-open:rotate-45">
          +
        </span>
      </summary>
      <fetcher.Form
        method="post"
        action={`/product/${encodeURIComponent(productId)}`}
        className="space-y-4 px-4 pb-4"
      >
        <p className="text-sm leading-relaxed text-ink/80">{backInStockTexts.intro}</p>
        {sizes.length === 1 ? (
          <p className="text-xs tracking-wide text-taupe">
            {backInStockTexts.size}: <span className="font-medium text-ink">{first.label}</span>
            <input type="hidden" name="sizeId" value={first.id} />
          </p>
        ) : (
          <label className="block text-xs tracking-wide text-taupe">
            {backInStockTexts.size}
            <select name="sizeId" defaultValue={first.id} className={fieldInputClass}>
              {sizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <TextField
          label={backInStockTexts.contact}
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="email"
          maxLength={contactMaxLength}
          placeholder={backInStockTexts.contactPlaceholder}
          required={!isSignedIn}
          isRequired={!isSignedIn}
          error={refusal?.field === "contact" ? refusal.error : undefined}
        />
        {isSignedIn && <p className="-mt-2 text-xs text-taupe">{backInStockTexts.signedInHint}</p>}
        {!isHydrated && (
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        )}
        <button
          type="submit"
          className="h-10 w-full border border-espresso px-6 text-xs tracking-[0.2em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory"
        >
          {backInStockTexts.submit}
        </button>
        <p role="status" className="text-sm text-espresso empty:hidden">
          {message}
        </p>
        {refusal && refusal.field !== "contact" && (
          <p role="alert" className="text-sm text-wine">
            {refusal.error}
          </p>
        )}
      </fetcher.Form>
    </details>
  );
}
