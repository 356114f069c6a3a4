/** Small things lying beside a product that hint at its notes: petals, sprigs, citrus, pebbles... */
import type { ScentFamily } from "#server/db/seed/demo-notes.ts";
import { art, type Art } from "./art";
import { blossom, leaf, sprig } from "./scene-props";
import { n } from "./svg-kit";

type Prop = (x: number, y: number, s: number, r: () => number) => string;

const shadow = (x: number, y: number, rx: number) =>
  `<ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(rx)}" ry="${n(rx * 0.12)}" fill="#000000" opacity="0.12"/>`;

const petals: Prop = (x, y, s, r) => {
  const out: string[] = [];
  for (let i = 0; i < 5; i++) {
    const px = x + (r() - 0.5) * s * 1.6;
    const py = y - r() * s * 0.12;
    out.push(
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(s * 0.13)}" ry="${n(s * 0.06)}" transform="rotate(${n(r() * 60 - 30)} ${n(px)} ${n(py)})" fill="#e9b9bf" opacity="0.92"/>`,
    );
  }
  return out.join("") + blossom(x + s * 0.2, y - s * 0.12, s * 0.22, "#f1d3d4", r() * 70).svg;
};

const lavender: Prop = (x, y, s) => {
  const buds = Array.from({ length: 9 }, (_, i) => {
    const t = i / 8;
    return `<ellipse cx="${n(x - s * 0.6 + t * s * 0.55)}" cy="${n(y - s * 0.05 - t * s * 0.07)}" rx="${n(s * 0.05)}" ry="${n(s * 0.028)}" fill="${i % 2 ? "#8f7fb4" : "#a596c6"}" transform="rotate(-8 ${n(x)} ${n(y)})"/>`;
  });
  return `<path d="M${n(x - s * 0.05)} ${n(y - s * 0.1)}L${n(x + s * 0.7)} ${n(y)}" stroke="#7d8f6a" stroke-width="${n(s * 0.018)}"/>${buds.join("")}`;
};

const greens: Prop = (x, y, s) => sprig(x - s * 0.6, y - s * 0.03, s * 1.2, -4, "#8ea37c").svg;

const citrus: Prop = (x, y, s) => {
  const r = s * 0.2;
  const fx = x + r * 1.1;
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<path d="M${n(x - r)} ${n(y - r * 0.3)}L${n(x - r + Math.cos(a) * r * 0.82)} ${n(y - r * 0.3 + Math.sin(a) * r * 0.82 * 0.36)}" stroke="#f6efd2" stroke-width="${n(s * 0.01)}"/>`;
  });
  return (
    shadow(fx, y, r * 0.9) +
    shadow(x - r, y, r) +
    `<ellipse cx="${n(x - r)}" cy="${n(y - r * 0.3)}" rx="${n(r)}" ry="${n(r * 0.36)}" fill="#d9b548"/>` +
    `<ellipse cx="${n(x - r)}" cy="${n(y - r * 0.32)}" rx="${n(r * 0.88)}" ry="${n(r * 0.3)}" fill="#f0d987"/>` +
    segments.join("") +
    `<ellipse cx="${n(fx)}" cy="${n(y - r * 0.62)}" rx="${n(r * 0.82)}" ry="${n(r * 0.64)}" fill="#dcb64a"/>` +
    `<ellipse cx="${n(fx + r * 0.82)}" cy="${n(y - r * 0.62)}" rx="${n(r * 0.1)}" ry="${n(r * 0.08)}" fill="#c9a23e"/>` +
    `<ellipse cx="${n(fx - r * 0.25)}" cy="${n(y - r * 0.9)}" rx="${n(r * 0.3)}" ry="${n(r * 0.14)}" fill="#ffffff" opacity="0.35"/>`
  );
};

const pebbles: Prop = (x, y, s, r) =>
  [0, 1, 2]
    .map((i) => {
      const rx = s * (0.16 - i * 0.03);
      const px = x + i * s * 0.32 + r() * s * 0.05;
      const tone = ["#9aa7ad", "#c9cfcf", "#7f8b90"][i] ?? "#9aa7ad";
      return (
        shadow(px, y, rx) +
        `<ellipse cx="${n(px)}" cy="${n(y - rx * 0.42)}" rx="${n(rx)}" ry="${n(rx * 0.5)}" fill="${tone}"/><ellipse cx="${n(px - rx * 0.3)}" cy="${n(y - rx * 0.62)}" rx="${n(rx * 0.35)}" ry="${n(rx * 0.12)}" fill="#ffffff" opacity="0.35"/>`
      );
    })
    .join("");

const woodChips: Prop = (x, y, s, r) =>
  [0, 1, 2, 3]
    .map((i) => {
      const px = x + (i - 1.5) * s * 0.22 + r() * s * 0.05;
      const w = s * (0.2 + r() * 0.1);
      const h = s * 0.06;
      const tone = ["#5b3a28", "#6d4a33", "#43291c", "#7a5a40"][i] ?? "#5b3a28";
      return `<rect x="${n(px - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.3)}" fill="${tone}" transform="rotate(${n(r() * 24 - 12)} ${n(px)} ${n(y)})"/>`;
    })
    .join("");

const vanilla: Prop = (x, y, s) =>
  [0, 1]
    .map(
      (i) =>
        `<path d="M${n(x - s * 0.6)} ${n(y - i * s * 0.05)}Q${n(x)} ${n(y - s * 0.12 - i * s * 0.06)} ${n(x + s * 0.6)} ${n(y - s * 0.02 - i * s * 0.03)}" stroke="${i ? "#2e1d14" : "#3b271b"}" stroke-width="${n(s * 0.045)}" stroke-linecap="round" fill="none"/>`,
    )
    .join("") + blossom(x + s * 0.45, y - s * 0.12, s * 0.16, "#efe6cf", 20).svg;

const resin: Prop = (x, y, s, r) =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const px = x + (i - 2) * s * 0.17 + r() * s * 0.04;
      const rr = s * (0.05 + r() * 0.04);
      return `<ellipse cx="${n(px)}" cy="${n(y - rr * 0.6)}" rx="${n(rr)}" ry="${n(rr * 0.7)}" fill="#c98a3a" opacity="0.95"/><circle cx="${n(px - rr * 0.35)}" cy="${n(y - rr * 0.9)}" r="${n(rr * 0.25)}" fill="#ffe0a8" opacity="0.7"/>`;
    })
    .join("");

const anise: Prop = (x, y, s) => {
  const points = Array.from({ length: 8 }, (_, i) => leaf(0, 0, s * 0.2, i * 45, 0.45)).join("");
  return (
    `<g transform="translate(${n(x)} ${n(y - s * 0.05)}) scale(1 0.45)" fill="#6b3f2a">${points}</g>` +
    `<path d="M${n(x + s * 0.3)} ${n(y - s * 0.04)}h${n(s * 0.45)}" stroke="#8a5a3a" stroke-width="${n(s * 0.05)}" stroke-linecap="round"/>`
  );
};

const silkRibbon: Prop = (x, y, s) =>
  `<path d="M${n(x - s * 0.7)} ${n(y)}C${n(x - s * 0.3)} ${n(y - s * 0.25)} ${n(x)} ${n(y + s * 0.05)} ${n(x + s * 0.15)} ${n(y - s * 0.12)}S${n(x + s * 0.5)} ${n(y - s * 0.08)} ${n(x + s * 0.7)} ${n(y)}" stroke="#e8dcd2" stroke-width="${n(s * 0.1)}" fill="none" stroke-linecap="round"/>` +
  `<path d="M${n(x - s * 0.7)} ${n(y)}C${n(x - s * 0.3)} ${n(y - s * 0.25)} ${n(x)} ${n(y + s * 0.05)} ${n(x + s * 0.15)} ${n(y - s * 0.12)}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${n(s * 0.025)}" fill="none"/>`;

const byFamily: Record<ScentFamily, Prop> = {
  floral: petals,
  fougere: lavender,
  fresh: greens,
  citrus,
  aquatic: pebbles,
  oud: woodChips,
  woody: woodChips,
  leather: woodChips,
  gourmand: vanilla,
  amber: resin,
  spicy: anise,
  musk: silkRibbon,
};

/** A family's prop lying on a surface at (x, y), about `s` px across. */
export function surfaceProp(
  family: ScentFamily,
  x: number,
  y: number,
  s: number,
  random: () => number,
): Art {
  return art(`<g>${byFamily[family](x, y, s, random)}</g>`);
}
