/** SPEC §2: the loader's tagline. */
export const loaderTagline = "Luxury scents, redefined";

/**
 * Runs in <head> before the page paints: on a home page load it shows the loader overlay
 * (html.js-loading) until the first hero image (img[data-hero]) has loaded, at most 3 s, and
 * once per browser session. Without JavaScript the overlay never shows.
 */
export const siteLoaderScript = `(function(){try{
var d=document.documentElement,s=window.sessionStorage;
if(location.pathname!=="/"||s.getItem("lorisLoaderShown"))return;
s.setItem("lorisLoaderShown","1");d.classList.add("js-loading");
var done=function(){d.classList.remove("js-loading")};setTimeout(done,3000);
document.addEventListener("load",function(e){var t=e.target;if(t&&t.hasAttribute&&t.hasAttribute("data-hero"))done()},true);
document.addEventListener("DOMContentLoaded",function(){var h=document.querySelector("img[data-hero]");if(h&&h.complete)done()});
}catch(e){}})();`;

/** The loader overlay: the brand video with its tagline (SPEC §2). */
export function SiteLoader({ isAlwaysShown = false }: { isAlwaysShown?: boolean }) {
  return (
    <div
      role="status"
      aria-label={loaderTagline}
      className={`${isAlwaysShown ? "flex" : "site-loader fixed inset-0 z-50"} flex-col items-center justify-center gap-6 bg-ivory`}
    >
      <video
        className="size-48 sm:size-60"
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster="/media/brand/loader-poster.webp"
        width={240}
        height={240}
      >
        <source src="/media/brand/loader.webm" type="video/webm" />
        <source src="/media/brand/loader.mp4" type="video/mp4" />
      </video>
      <p className="font-display text-2xl tracking-wide text-espresso italic">{loaderTagline}</p>
    </div>
  );
}
