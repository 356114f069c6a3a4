import { TryAgainButton } from "../ui/try-again-button";

/**
 * An admin view that failed to load: SPEC §8's message and a button that loads it again
 * (`actionLabel`: 'Try Again', or 'Retry' on the dashboard).
 */
export function AdminErrorState({
  message,
  actionLabel = "Try Again",
}: {
  message: string;
  actionLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 border border-stone/70 p-10 text-center"
    >
      <p className="text-ink">{message}</p>
      <TryAgainButton label={actionLabel} />
    </div>
  );
}
