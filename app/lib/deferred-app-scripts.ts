// Server-side: rewrites a rendered document so the app's JavaScript starts loading after the
// page's first paint (decision 011).

const modulePreloadStart = Buffer.from('<link rel="modulepreload"');
const scriptStart = Buffer.from("<script");
const scriptEnd = Buffer.from("</script>");
const tagEnd = ">".charCodeAt(0);
const bootstrapId = "app-bootstrap";

/** Bytes `start` to `end` of the document, taken out and replaced by `parts`. */
interface Cut {
  start: number;
  end: number;
  parts: Uint8Array[];
}

/**
 * Defers the app's scripts in a document rendered by React Router: its `modulepreload` links
 * and its bootstrap module script (the one that imports the routes and hydrates) are taken out,
 * and a small inline script puts them back once the browser reports the first contentful paint —
 * at once in a tab that is not visible, where nothing paints. The page, its inline styles, fonts and hero image
 * get the connection first; everything the shop shows works as HTML meanwhile (SPEC §2).
 * The inline script carries `nonce` and hands it to the bootstrap it starts (the CSP, decision
 * 015). Returns the document as its parts in order: slices of `html` and the few bytes put in,
 * so that a 150 KB page is never copied (each copy of that size costs page faults). Returns
 * `[html]` when it has no bootstrap script (an error page rendered without one).
 */
export function deferAppScripts(html: Buffer, nonce?: string): Uint8Array[] {
  const bootstrap = findBootstrap(html);
  if (!bootstrap) return [html];
  const preloads = findModulePreloads(html);
  const starter = starterScript(preloads.map(({ href }) => href));
  const bootstrapCut: Cut = {
    start: bootstrap.start,
    end: bootstrap.end,
    parts: [
      Buffer.from(`<script type="text/x-deferred-module" id="${bootstrapId}">`),
      html.subarray(bootstrap.bodyStart, bootstrap.bodyEnd),
      Buffer.from(`</script><script${nonce ? ` nonce="${nonce}"` : ""}>${starter}</script>`),
    ],
  };
  const cuts = [...preloads.map(({ start, end }) => ({ start, end, parts: [] })), bootstrapCut];
  cuts.sort((a, b) => a.start - b.start);
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(html.subarray(from, cut.start), ...cut.parts);
    from = cut.end;
  }
  parts.push(html.subarray(from));
  return parts;
}

/** The opening tag starting at `start`, as text (tags are ASCII), and where it ends. */
function tagAt(html: Buffer, start: number): { text: string; end: number } | undefined {
  const close = html.indexOf(tagEnd, start);
  if (close < 0) return undefined;
  return { text: html.toString("latin1", start, close + 1), end: close + 1 };
}

/** React Router's bootstrap module script (`type="module" async=""`, with the response's nonce when there is one). */
function findBootstrap(html: Buffer) {
  for (let at = html.indexOf(scriptStart); at >= 0; at = html.indexOf(scriptStart, at + 1)) {
    const tag = tagAt(html, at);
    if (!tag) return undefined;
    if (!/^<script[\s>]/.test(tag.text)) continue;
    if (!/\stype="module"/.test(tag.text) || !/\sasync=""/.test(tag.text)) continue;
    const close = html.indexOf(scriptEnd, tag.end);
    if (close < 0) return undefined;
    return { start: at, end: close + scriptEnd.length, bodyStart: tag.end, bodyEnd: close };
  }
  return undefined;
}

/** Every `<link rel="modulepreload" …>` with its href, in order. */
function findModulePreloads(html: Buffer) {
  const preloads: { start: number; end: number; href: string }[] = [];
  for (let at = html.indexOf(modulePreloadStart); at >= 0;) {
    const tag = tagAt(html, at);
    if (!tag) break;
    const href = /href="([^"]+)"/.exec(tag.text)?.[1];
    if (href) preloads.push({ start: at, end: tag.end, href });
    at = html.indexOf(modulePreloadStart, tag.end);
  }
  return preloads;
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
