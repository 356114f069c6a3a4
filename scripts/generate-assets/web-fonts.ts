// `npm run generate-fonts`: the shop's web fonts, cut down to the characters it shows
// (decision 011: fonts subset to the glyphs used). Reads the @fontsource packages, writes
// app/fonts/*.woff2; app/app.css declares them with the same unicode-range.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

/**
 * Basic Latin, Latin-1 (accented names such as Lumière, ©, ×, ·) and the punctuation the pages
 * use. Kept in step with the unicode-range in app/app.css: text outside it falls back to the
 * next font in the stack.
 */
export const webFontRanges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2264, 0x2265],
];

const faces = [
  { from: "@fontsource/inter/files/inter-latin-400-normal.woff2", to: "inter-400.woff2" },
  { from: "@fontsource/inter/files/inter-latin-500-normal.woff2", to: "inter-500.woff2" },
  {
    from: "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
    to: "cormorant-garamond-500.woff2",
  },
];

const require = createRequire(import.meta.url);
const text = webFontRanges
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  )
  .join("");

for (const face of faces) {
  const source = await readFile(require.resolve(face.from));
  // No layout closure: alternates only reachable through optional features (stylistic sets,
  // character variants) are dropped; kerning and standard ligatures stay.
  const subset = await subsetFont(source, text, { targetFormat: "woff2", noLayoutClosure: true });
  await writeFile(join("app", "fonts", face.to), subset);
  console.log(`${face.to}: ${source.length} → ${subset.length} bytes`);
}
