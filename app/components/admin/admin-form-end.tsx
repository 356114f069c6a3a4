/**
 * The end of an admin form (Brands, Categories, Discounts): the refusal's summary when the save
 * was refused, then the submit button, which reads "Saving…" while the save is under way.
 */
export function AdminFormEnd({
  refusal,
  isBusy,
  label,
}: {
  refusal?: { summary: string };
  isBusy: boolean;
  label: string;
}) {
  return (
    <>
      {refusal && (
        <p role="alert" className="border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine">
          {refusal.summary}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={isBusy}
          className="h-11 w-full border border-espresso bg-espresso px-6 text-xs tracking-[0.2em] text-ivory uppercase transition hover:bg-ink disabled:opacity-60 sm:w-auto"
        >
          {isBusy ? "Saving…" : label}
        </button>
      </div>
    </>
  );
}
