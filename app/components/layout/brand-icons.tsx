import type { ReactNode } from "react";

// Brand marks that icon sets no longer ship; drawn once here.

/** A 24-unit line glyph in the current text colour, like the icon set's. */
function Glyph({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
    >
      {children}
    </svg>
  );
}

/** The Instagram glyph. */
export function InstagramIcon({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.9" fill="currentColor" stroke="none" />
    </Glyph>
  );
}

/** The WhatsApp glyph. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <Glyph className={className}>
      <path d="M4.5 19.5l1.1-3.9A8 8 0 1 1 8.6 18.6z" strokeLinejoin="round" />
      <path
        d="M9.2 8.6c.2-.5.5-.5.8-.5h.5c.2 0 .4.1.5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.1.3 0 .5.6 1 1.4 1.8 2.4 2.3.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.5.7c.3.1.4.3.4.5 0 .6-.3 1.3-.9 1.6-.6.3-1.4.4-2.8-.2-1.9-.8-3.4-2.4-4.2-4-.6-1.2-.4-2.4 0-3z"
        fill="currentColor"
        stroke="none"
      />
    </Glyph>
  );
}
