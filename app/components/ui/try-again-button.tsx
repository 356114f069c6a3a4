import { useLocation, useRevalidator } from "react-router";

/**
 * Loads the page's data again after a failure ('Try Again', or 'Retry' on the dashboard). A link
 * to the same address, so a tap before the page is live reloads it (decision 019); once live it
 * reloads only the data.
 */
export function TryAgainButton({ label = "Try Again" }: { label?: string }) {
  const { revalidate, state } = useRevalidator();
  const { pathname, search } = useLocation();
  const isLoading = state === "loading";
  return (
    <a
      href={`${pathname}${search}`}
      aria-disabled={isLoading}
      onClick={(event) => {
        event.preventDefault();
        if (!isLoading) void revalidate();
      }}
      className="inline-block border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase aria-disabled:opacity-50"
    >
      {label}
    </a>
  );
}
