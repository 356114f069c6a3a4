import { Link } from "react-router";

/** The 404 page (SPEC §2) for any path the shop does not know. */
export function NotFound() {
  return (
    <section className="container-page flex flex-col items-center justify-center gap-5 py-28 text-center">
      <p className="eyebrow">404</p>
      <h1 className="font-display text-4xl text-espresso sm:text-5xl">Page not found</h1>
      <p className="max-w-md text-taupe">
        The page you are looking for has moved, sold out, or never existed.
      </p>
      <Link
        to="/"
        className="mt-4 inline-flex items-center border border-espresso px-8 py-3 text-xs tracking-[0.2em] uppercase transition hover:bg-espresso hover:text-ivory"
      >
        Go Home
      </Link>
    </section>
  );
}
