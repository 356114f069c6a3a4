/**
 * A form's error, announced as an alert (SPEC §5's 'alert'). The live region stays in the page
 * even when empty: screen readers reliably read text put into an existing region, while one
 * inserted together with its text is missed by some. A new `attempt` re-announces the same
 * message (a second submit with the same fields still missing). `className` places the region
 * (say, across a grid's columns).
 */
export function FormAlert({
  message,
  attempt = 0,
  className,
}: {
  message?: string | null;
  attempt?: number;
  className?: string;
}) {
  return (
    <div role="alert" className={className}>
      {message && (
        <p
          key={attempt}
          className="mb-4 border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine"
        >
          {message}
        </p>
      )}
    </div>
  );
}
