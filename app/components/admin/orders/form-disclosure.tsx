import { useEffect, useRef, type ReactNode } from "react";

/**
 * A staff form folded under its `title` on an order's details: a native <details>, so it opens
 * without scripts, that closes once the form's `notice` (what was done) comes back, said below
 * it for screen readers too.
 */
export function FormDisclosure({
  title,
  notice,
  children,
}: {
  title: string;
  notice: string | undefined;
  children: ReactNode;
}) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (notice && disclosure.current) disclosure.current.open = false;
  }, [notice]);
  return (
    <div className="mt-4">
      <details ref={disclosure} className="group border border-stone/80 bg-white/60">
        <summary className="flex h-10 cursor-pointer list-none items-center justify-between px-3 text-xs tracking-[0.12em] uppercase marker:hidden hover:bg-linen/60">
          {title}
          <span aria-hidden className="text-base transition group-open:rotate-45">
            +
          </span>
        </summary>
        {children}
      </details>
      <p role="status" className="mt-2 text-xs text-taupe empty:hidden">
        {notice}
      </p>
    </div>
  );
}
