import { art, type Art } from "./art";
import { fonts } from "./fonts";
import { measureText, textPath } from "./font-outline";
import { darken, isDark, lighten, luminance, n, palette } from "./svg-kit";

/** "none" draws nothing: banners and category cards carry no text in the image. */
export type LabelStyle = "plate" | "engraved" | "band" | "none";

export interface LabelSpec {
  id: string;
  name: string;
  cx: number;
  /** Top of the label area. */
  y: number;
  w: number;
  h: number;
  style: LabelStyle;
  /** Colour the label sits on (liquid, tube body...), to pick readable ink. */
  ground: string;
  accent: string;
}

/** Splits a name into one or two lines, balancing their lengths. */
function lines(name: string, maxWidth: number, size: number, tracking: number): string[] {
  const upper = name.toUpperCase();
  if (measureText(fonts.serif, upper, size, tracking) <= maxWidth) return [upper];
  const words = upper.split(" ");
  let best: string[] = [upper];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const widest = Math.max(...pair.map((l) => measureText(fonts.serif, l, size, tracking)));
    if (widest < bestWidth) [best, bestWidth] = [pair, widest];
  }
  return best;
}

/**
 * The product's label: a small "LORIS" over the name in spaced serif capitals, fitted to the
 * label's width in one or two lines. Plates are paper or lacquer; engraved text sits on the glass.
 */
export function productLabel(spec: LabelSpec): Art {
  const { cx, y, w, h, style } = spec;
  if (style === "none") return art("");
  const groundDark = isDark(spec.ground);
  const plateFill = groundDark ? palette.espresso : palette.ivory;
  const ink =
    style === "plate"
      ? groundDark
        ? palette.paleGold
        : palette.espresso
      : luminance(spec.ground) < 0.6
        ? palette.ivory
        : darken(spec.ground, 0.78);
  const rule = style === "plate" && !groundDark ? palette.gold : lighten(spec.accent, 0.2);

  const pad = w * 0.1;
  const tracking = 0.14;
  const maxSize = h * 0.3;
  const nameLines = lines(spec.name, w - pad * 2, maxSize, tracking);
  const widest = Math.max(...nameLines.map((l) => measureText(fonts.serif, l, 1, tracking)));
  const size = Math.min(maxSize, (w - pad * 2) / widest, nameLines.length > 1 ? h * 0.22 : maxSize);
  const brandSize = Math.max(size * 0.42, h * 0.085);
  const lineGap = size * 1.12;
  const block = brandSize + size * 0.9 + lineGap * (nameLines.length - 1) + size * 0.8;
  let baseline = y + (h - block) / 2 + brandSize;

  const parts: string[] = [];
  if (style === "plate") {
    parts.push(
      `<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.04)}" fill="${plateFill}"/>`,
    );
    const inset = Math.min(w, h) * 0.06;
    parts.push(
      `<rect x="${n(cx - w / 2 + inset)}" y="${n(y + inset)}" width="${n(w - inset * 2)}" height="${n(h - inset * 2)}" fill="none" stroke="${rule}" stroke-width="${n(Math.max(0.8, h * 0.008))}" opacity="0.8"/>`,
    );
  }
  if (style === "band") {
    parts.push(
      `<rect x="${n(cx - w / 2)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${spec.accent}" opacity="0.16"/>`,
    );
  }
  parts.push(
    `<path d="${textPath(fonts.sans, "LORIS", { x: cx, y: baseline, size: brandSize, tracking: 0.42, anchor: "middle" })}" fill="${ink}" opacity="0.85"/>`,
  );
  baseline += size * 0.45 + size * 0.95;
  for (const line of nameLines) {
    parts.push(
      `<path d="${textPath(fonts.serif, line, { x: cx, y: baseline, size, tracking, anchor: "middle" })}" fill="${ink}"/>`,
    );
    baseline += lineGap;
  }
  const ruleY = baseline - lineGap + size * 0.55;
  parts.push(
    `<line x1="${n(cx - w * 0.08)}" x2="${n(cx + w * 0.08)}" y1="${n(ruleY)}" y2="${n(ruleY)}" stroke="${rule}" stroke-width="${n(Math.max(0.8, size * 0.06))}"/>`,
  );
  return art(parts.join(""));
}
