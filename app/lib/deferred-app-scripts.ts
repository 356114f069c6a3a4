// Server-side: rewrites a rendered document so the app's JavaScript starts loading after the
// page's first paint (issue 7, decision 011).

const modulePreloadTag = /<link rel="modulepreload"[^>]*>/g;
// React Router's bootstrap module script (with the response's nonce when there is one).
const bootstrapTag =
  /<script\b(?=[^>]*\btype="module")(?=[^>]*\basync="")[^>]*>([\s\S]*?)<\/script>/;
const bootstrapId = "app-bootstrap";

/**
 * Defers the app's scripts in a document rendered by React Router: its `modulepreload` links
 * and its bootstrap module script (the one that imports the routes and hydrates) are taken out,
 * and a small inline script puts them back once the browser reports the first contentful paint —
 * at once in a tab that is not visible, where nothing paints. The page, its inline styles, fonts and hero image
 * get the connection first; everything the shop shows works as HTML meanwhile (SPEC §2).
 * The inline script carries `nonce` and hands it to the bootstrap it starts (the CSP, decision
 * 015). Returns `html` unchanged when it has no bootstrap script (an error page rendered without one).
 */
export function deferAppScripts(html: string, nonce?: string): string {
  const bootstrap = bootstrapTag.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(modulePreloadTag)].flatMap(
    ([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? [],
  );
  const starter = starterScript(preloads);
  const inert = `<script type="text/x-deferred-module" id="${bootstrapId}">${bootstrap[1]}</script>`;
  return html
    .replace(
      bootstrapTag,
      () => `${inert}<script${nonce ? ` nonce="${nonce}"` : ""}>${starter}</script>`,
    )
    .replace(modulePreloadTag, "");
}

/**
 * The inline script that preloads `hrefs` and runs the bootstrap once the browser reports the
 * first contentful paint (paint timing; the next frame where that is not supported), or at once
 * in a hidden tab. The bootstrap gets the starter's own nonce: an inline script added by a
 * script runs only with it.
 */
function starterScript(hrefs: string[]): string {
  // JSON in a script: "<" escaped so no href can close the tag.
  const list = JSON.stringify(hrefs).replace(/</g, "\\u003c");
  return `(function(){var d=document,w=window,n=d.currentScript.nonce,done=false,go=function(){var o=d.getElementById("${bootstrapId}");if(done||!o)return;done=true;${list}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=o.textContent;o.replaceWith(s)};if(d.visibilityState!=="visible")return go();d.addEventListener("visibilitychange",go,{once:true});if((w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(go,0)});new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})})();`;
}
