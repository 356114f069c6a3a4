/** The Loris wordmark and monogram, drawn as paths so they render the same everywhere. */
import { fonts } from "./fonts";
import { measureText, textPath } from "./font-outline";
import { n, palette } from "./svg-kit";

const tracking = 0.34;

export interface WordmarkOptions {
  cx: number;
  /** Baseline of the capitals. */
  baseline: number;
  size: number;
  ink: string;
  accent: string;
  /** 0..1: the gold rule under the name grows out from its diamond. */
  rule?: number;
  /** Extra tracking for animation (em). */
  extraTracking?: number;
}

/** "LORIS" in spaced Cormorant capitals over a fine gold rule with a small diamond. */
export function wordmark(o: WordmarkOptions): string {
  const spacing = tracking + (o.extraTracking ?? 0);
  const path = textPath(fonts.serifRegular, "LORIS", {
    x: o.cx,
    y: o.baseline,
    size: o.size,
    tracking: spacing,
    anchor: "middle",
  });
  const width = measureText(fonts.serifRegular, "LORIS", o.size, spacing);
  const ruleY = o.baseline + o.size * 0.36;
  const half = (width / 2) * 0.62 * (o.rule ?? 1);
  const d = o.size * 0.075;
  const parts = [`<path d="${path}" fill="${o.ink}"/>`];
  if ((o.rule ?? 1) > 0) {
    parts.push(
      `<path d="M${n(o.cx - half)} ${n(ruleY)}H${n(o.cx - d * 2.2)}M${n(o.cx + d * 2.2)} ${n(ruleY)}H${n(o.cx + half)}" stroke="${o.accent}" stroke-width="${n(o.size * 0.018)}"/>`,
      `<path d="M${n(o.cx)} ${n(ruleY - d)}L${n(o.cx + d)} ${n(ruleY)}L${n(o.cx)} ${n(ruleY + d)}L${n(o.cx - d)} ${n(ruleY)}Z" fill="${o.accent}"/>`,
    );
  }
  return parts.join("");
}

/** Width of the wordmark's letters at `size`. */
export function wordmarkWidth(size: number): number {
  return measureText(fonts.serifRegular, "LORIS", size, tracking);
}

export interface MonogramOptions {
  cx: number;
  cy: number;
  r: number;
  ink: string;
  /** 0..1 of the ring drawn, clockwise from the top. */
  ring?: number;
  ringWidth?: number;
  letterOpacity?: number;
}

/** A serif "L" inside a fine ring. */
export function monogram(o: MonogramOptions): string {
  const size = o.r * 1.25;
  const letter = textPath(fonts.serifRegular, "L", {
    x: o.cx + o.r * 0.02,
    y: o.cy + size * 0.32,
    size,
    anchor: "middle",
  });
  const circumference = 2 * Math.PI * o.r;
  const shown = (o.ring ?? 1) * circumference;
  const ring =
    (o.ring ?? 1) > 0
      ? `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r)}" fill="none" stroke="${o.ink}" stroke-width="${n(o.ringWidth ?? o.r * 0.03)}" stroke-dasharray="${n(shown)} ${n(circumference)}" transform="rotate(-90 ${n(o.cx)} ${n(o.cy)})"/>`
      : "";
  return `${ring}<path d="${letter}" fill="${o.ink}" opacity="${o.letterOpacity ?? 1}"/>`;
}

/** The logo file: wordmark on a transparent ground, sized for a header. */
export function logoSvg(ink: string = palette.espresso, accent: string = palette.gold): string {
  const size = 56;
  const width = Math.ceil(wordmarkWidth(size) + 24);
  const height = 84;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Loris"><title>Loris</title>${wordmark({ cx: width / 2, baseline: 52, size, ink, accent })}</svg>\n`;
}

/** The app icon: a gold monogram on espresso; small sizes drop the ring so the L stays legible. */
export function iconSvg(px: number): string {
  const small = px <= 32;
  const r = px * 0.36;
  const corner = px * 0.2;
  const letter = small
    ? `<path d="${textPath(fonts.serif, "L", { x: px / 2 + px * 0.02, y: px * 0.78, size: px * 0.86, anchor: "middle" })}" fill="${palette.paleGold}"/>`
    : monogram({
        cx: px / 2,
        cy: px / 2,
        r,
        ink: palette.paleGold,
        ringWidth: Math.max(1.5, px * 0.012),
      });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}"><rect width="${px}" height="${px}" rx="${n(corner)}" fill="${palette.espresso}"/>${letter}</svg>`;
}
