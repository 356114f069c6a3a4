import { useRevalidator } from "react-router";

/** Loads the page's data again after a failure ('Try Again', or 'Retry' on the dashboard). */
export function TryAgainButton({ label = "Try Again" }: { label?: string }) {
  const { revalidate, state } = useRevalidator();
  return (
    <button
      type="button"
      onClick={() => void revalidate()}
      disabled={state === "loading"}
      className="border border-espresso px-6 py-2.5 text-sm tracking-widest uppercase disabled:opacity-50"
    >
      {label}
    </button>
  );
}
