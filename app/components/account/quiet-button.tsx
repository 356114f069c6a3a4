import type { ReactNode } from "react";

/** A small outlined button for a form inside My Account's lists (send again, remove …). */
export function QuietButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      className="min-h-10 border border-espresso/70 px-4 py-2 text-[0.7rem] tracking-[0.2em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory"
    >
      {children}
    </button>
  );
}

/** A form's answer inside a list: its success or its refusal, announced. */
export function FormNote({ success, error }: { success?: string; error?: string }) {
  if (error) {
    return (
      <p role="alert" className="mt-3 border border-wine/40 bg-wine/5 px-3 py-2 text-sm text-wine">
        {error}
      </p>
    );
  }
  return success ? (
    <p
      role="status"
      className="mt-3 border border-gold/50 bg-gold/10 px-3 py-2 text-sm text-espresso"
    >
      {success}
    </p>
  ) : null;
}
