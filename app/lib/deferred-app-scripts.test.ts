import { describe, expect, test } from "vitest";
import { deferAppScripts } from "./deferred-app-scripts";

const bootstrap =
  'import * as route0 from "/assets/root-a.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-b.js");';
const rendered = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="image" href="/media/hero.webp"/>',
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/>',
  '<link rel="modulepreload" href="/assets/root-a.js"/>',
  "<style>body{}</style></head><body><main>Oud Royale</main>",
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${bootstrap}</script>`,
  "</body></html>",
].join("");

/** The document deferAppScripts makes of `page`, as text. */
function deferred(page: string, nonce?: string): string {
  return Buffer.concat(deferAppScripts(Buffer.from(page), nonce)).toString();
}

describe("deferAppScripts", () => {
  const html = deferred(rendered);

  test("takes out the module preloads and the bootstrap module, keeping the page", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero.webp"/>');
    expect(html).toContain("<main>Oud Royale</main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  test("keeps the bootstrap inert, and a starter that preloads the same modules after paint", () => {
    expect(html).toContain(
      `<script type="text/x-deferred-module" id="app-bootstrap">${bootstrap}</script>`,
    );
    expect(html).toContain('["/assets/entry.client-b.js","/assets/root-a.js"].forEach');
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
  });

  test("the starter carries the response's nonce and hands it to the bootstrap it starts", () => {
    const nonced = rendered.replace(
      '<script type="module" async="">',
      '<script nonce="bm9uY2U=" type="module" async="">',
    );
    const withNonce = deferred(nonced, "bm9uY2U=");
    expect(withNonce).not.toContain('<script nonce="bm9uY2U=" type="module"');
    expect(withNonce).toContain('<script nonce="bm9uY2U=">(function(){');
    expect(withNonce).toContain("n=d.currentScript.nonce");
    expect(withNonce).toContain("s.nonce=n");
  });

  test("keeps every other byte of the page, letters beyond ASCII included", () => {
    const page = rendered.replace("<main>Oud Royale</main>", "<main>Lumière — KSh 4,500</main>");
    const expected = rendered
      .replace("<main>Oud Royale</main>", "<main>Lumière — KSh 4,500</main>")
      .replace(/<link rel="modulepreload"[^>]*>/g, "");
    const [before] = expected.split('<script type="module"');
    expect(deferred(page).startsWith(before!)).toBe(true);
    expect(deferred(page)).toMatch(/<\/script><\/body><\/html>$/);
  });

  test("leaves a document without a bootstrap as it is", () => {
    const page = "<!DOCTYPE html><html><body><h1>Something went wrong</h1></body></html>";
    expect(deferred(page)).toBe(page);
  });
});
